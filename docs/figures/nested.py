#!/usr/bin/env python3
"""Plots a nested `carousel simulate` run: the inner carousel's position, the outer
scroller's, and their sum (in items of the same length), over time.

    nested.py OUT.png RUN.jsonl

Draws with plot.py (blue, orange, green in that order).
"""
import json, os, sys, tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import plot

def main():
    out, path = sys.argv[1], sys.argv[2]
    frames = [json.loads(l) for l in open(path) if l.strip()]
    inner = [{"t": f["t"], "position": f["position"]} for f in frames]
    outer = [{"t": f["t"], "position": f["nested"]["outer"]["position"]} for f in frames]
    total = [{"t": a["t"], "position": a["position"] + b["position"]} for a, b in zip(inner, outer)]
    folder = tempfile.mkdtemp()
    paths = []
    for name, run in (("inner", inner), ("outer", outer), ("sum", total)):
        p = os.path.join(folder, name + ".jsonl")
        with open(p, "w") as f:
            f.write("\n".join(json.dumps(x) for x in run) + "\n")
        paths.append(p)
    sys.argv = [sys.argv[0], out] + paths
    plot.main()

if __name__ == "__main__":
    main()
