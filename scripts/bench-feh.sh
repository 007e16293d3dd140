#!/bin/bash
# `make bench-feh` (or scripts/bench-feh.sh BIN_DIR [COUNT]): carousel beside feh (and nsxiv
# when it is installed) on the photos `carousel-bench photos` pages through — COUNT
# generated 4000×3000 JPEGs (default 300) — in a 1920×1080 window on a private Xvfb display.
#
# first photo   launch → the first photo shown sharp, median of 5 launches:
#               carousel: its state file (CAROUSEL_STATE_FILE) says "sharp":true (every
#               visible photo at its display-size decode, not a preview); feh: the process
#               ends (one file, `--on-last-slide quit -D 0.01`: it quits 10 ms after showing
#               it; the 10 ms are taken off); nsxiv: its window is mapped (it maps the window
#               once the first image is loaded).
# peak          the most resident memory (`/usr/bin/time`'s "Maximum resident set size")
#               while paging through all COUNT photos: feh as a slide show (`-D 0.05`,
#               `--on-last-slide quit`); carousel and nsxiv by key presses (xdotool), one
#               every 400 / 250 ms, then `q`. With the sandbox (carousel's default) the
#               figure is the largest single process's (the app's; a worker's is smaller).
# tree PSS      the most proportional set size (`/proc/PID/smaps_rollup`) summed over the
#               viewer and every process it started (carousel's decode workers), sampled
#               every 50 ms while paging: pages shared between them (libraries, the pixels
#               a worker hands over) count once, as they cost the machine.
#
# Needs Xvfb, xdotool and feh (`apt-get install feh nsxiv xvfb xdotool`).
set -eu
BIN=${1:?usage: bench-feh.sh BIN_DIR [COUNT]}
COUNT=${2:-300}
RUNS=5
for tool in Xvfb xdotool feh /usr/bin/time; do
  command -v "$tool" >/dev/null || { echo "bench-feh: $tool is not installed" >&2; exit 1; }
done
DIR=$("$BIN/carousel-bench" photo-folder --count "$COUNT")
FIRST="$DIR/IMG_1.jpg"
WORK=$(mktemp -d)
DISPLAY_NUMBER=$((90 + $$ % 100))
Xvfb ":$DISPLAY_NUMBER" -screen 0 1920x1080x24 -nolisten tcp >/dev/null 2>&1 &
XVFB=$!
trap 'kill $XVFB 2>/dev/null; rm -rf "$WORK"' EXIT INT TERM
export DISPLAY=":$DISPLAY_NUMBER"
for _ in $(seq 50); do xdotool getdisplaygeometry >/dev/null 2>&1 && break; sleep 0.1; done

now() { date +%s%N; }
median() { sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }
ms() { echo "$1 $2" | awk '{ printf "%.0f", ($2 - $1) / 1e6 }'; }

# Milliseconds from launch until carousel's state file says the photo is sharp.
carousel_first() {
  state="$WORK/state.json"
  rm -f "$state"
  start=$(now)
  CAROUSEL_STATE_FILE="$state" "$BIN/carousel" "$@" >/dev/null 2>&1 &
  pid=$!
  while ! grep -q '"sharp":true' "$state" 2>/dev/null; do
    kill -0 $pid 2>/dev/null || { echo "bench-feh: carousel $* ended early" >&2; exit 1; }
    sleep 0.002
  done
  end=$(now)
  # CPU time used so far (utime + stime, in clock ticks), beside the wall-clock time.
  ticks=$(awk '{ print $14 + $15 }' "/proc/$pid/stat")
  kill $pid; wait $pid 2>/dev/null || true
  echo "$(ms "$start" "$end") $((ticks * 1000 / $(getconf CLK_TCK)))" >>"$WORK/cpu"
  ms "$start" "$end"
}
feh_first() {
  start=$(now)
  /usr/bin/time -f "%U %S" -o "$WORK/time" \
    feh --on-last-slide quit -D 0.01 -g 1920x1080 --scale-down "$FIRST" >/dev/null 2>&1
  end=$(now)
  awk '{ printf "0 %.0f\n", ($1 + $2) * 1000 }' "$WORK/time" >>"$WORK/cpu"
  echo "$start $end" | awk '{ printf "%.0f", ($2 - $1) / 1e6 - 10 }'
}
nsxiv_first() {
  start=$(now)
  nsxiv -g 1920x1080 "$FIRST" >/dev/null 2>&1 &
  pid=$!
  xdotool search --sync --onlyvisible --pid $pid >/dev/null 2>&1
  end=$(now)
  ticks=$(awk '{ print $14 + $15 }' "/proc/$pid/stat")
  kill $pid; wait $pid 2>/dev/null || true
  echo "0 $((ticks * 1000 / $(getconf CLK_TCK)))" >>"$WORK/cpu"
  ms "$start" "$end"
}
# The median wall-clock time of RUNS calls, then "(cpu N ms)": the median CPU time the
# viewer used (on a loaded machine the wall-clock time is mostly waiting for the CPU).
repeat() {
  : >"$WORK/cpu"
  wall=$(for _ in $(seq $RUNS); do "$@"; echo; done | median)
  echo "$wall (cpu $(awk '{ print $2 }' "$WORK/cpu" | median))"
}

# The summed PSS in kB of process $1 and all its descendants.
tree_pss() {
  local total=0 child value
  value=$(awk '/^Pss:/ { print $2 }' "/proc/$1/smaps_rollup" 2>/dev/null)
  total=${value:-0}
  for child in $(pgrep -P "$1"); do total=$((total + $(tree_pss "$child"))); done
  echo "$total"
}
# Samples tree_pss of $1 every 50 ms until it ends; the largest goes to $WORK/pss.
sample_pss() {
  local largest=0 now
  while kill -0 "$1" 2>/dev/null; do
    now=$(tree_pss "$1")
    [ "$now" -gt "$largest" ] && largest=$now && echo "$largest" >"$WORK/pss"
    sleep 0.05
  done
}
# "RSS MB | tree PSS MB" from the files the runs wrote.
peaks() {
  awk '/^[0-9]+$/ { printf "%.1f", $1 / 1024 }' "$WORK/rss"
  printf ' | '
  awk '{ printf "%.1f", $1 / 1024 }' "$WORK/pss"
}

# Peak resident MB of a viewer paged by key presses: KEY DELAY_MS COMMAND…
paged_peak() {
  key=$1 delay=$2
  shift 2
  echo 0 >"$WORK/pss"
  /usr/bin/time -f %M -o "$WORK/rss" "$@" >/dev/null 2>&1 &
  pid=$!
  sample_pss $pid &
  sampler=$!
  # By class: carousel's window has no WM_NAME that `--name .` matches, so a search by
  # name never returned (until the run was stopped from outside, which ran the clean-up).
  window=$(timeout 60 xdotool search --sync --onlyvisible --class . 2>/dev/null | tail -1)
  [ -n "$window" ] || { echo "bench-feh: no window for $*" >&2; kill $pid 2>/dev/null; return; }
  sleep 1
  xdotool key --window "$window" --delay "$delay" --repeat "$COUNT" "$key" 2>/dev/null
  sleep 1
  xdotool key --window "$window" q 2>/dev/null || true
  wait $pid 2>/dev/null || true
  # The viewer quits on the press and its window is gone before xdotool's release, which
  # then fails: q stays down in the X server, and its auto-repeat quit the next viewer
  # launched half a second after it starts (the runs that "ended early").
  xdotool keyup q 2>/dev/null || true
  wait $sampler 2>/dev/null || true
  peaks
}
feh_peak() {
  echo 0 >"$WORK/pss"
  /usr/bin/time -f %M -o "$WORK/rss" \
    feh --on-last-slide quit -D 0.05 -g 1920x1080 --scale-down "$DIR" >/dev/null 2>&1 &
  pid=$!
  sample_pss $pid &
  sampler=$!
  wait $pid 2>/dev/null || true
  wait $sampler 2>/dev/null || true
  peaks
}

echo "viewer | first photo, sharp (ms, median of $RUNS) | peak MB paging through $COUNT photos | tree PSS MB"
echo "carousel gallery | $(repeat carousel_first gallery "$DIR" --size 1920x1080) | $(paged_peak Right 400 "$BIN/carousel" gallery "$DIR" --size 1920x1080)"
echo "carousel gallery --no-sandbox | $(repeat carousel_first gallery "$DIR" --size 1920x1080 --no-sandbox) | $(paged_peak Right 400 "$BIN/carousel" gallery "$DIR" --size 1920x1080 --no-sandbox)"
echo "carousel slider | $(repeat carousel_first slider "$DIR" --size 1920x1080 --autoplay 0) | $(paged_peak Right 400 "$BIN/carousel" slider "$DIR" --size 1920x1080 --autoplay 0)"
echo "carousel slider --no-sandbox | $(repeat carousel_first slider "$DIR" --size 1920x1080 --autoplay 0 --no-sandbox) | $(paged_peak Right 400 "$BIN/carousel" slider "$DIR" --size 1920x1080 --autoplay 0 --no-sandbox)"
echo "feh $(feh --version | awk 'NR == 1 { print $3 }') | $(repeat feh_first) | $(feh_peak)"
if command -v nsxiv >/dev/null; then
  echo "nsxiv | $(repeat nsxiv_first) | $(paged_peak n 250 nsxiv -g 1920x1080 "$DIR")"
fi
