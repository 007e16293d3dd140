#define _GNU_SOURCE
#include "decode_sandbox.h"

#include <errno.h>
#include <fcntl.h>
#include <sched.h>
#include <seccomp.h>
#include <signal.h>
#include <spawn.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/prctl.h>
#include <sys/socket.h>
#include <sys/syscall.h>
#include <unistd.h>

const int decode_sandbox_pixel_seals = F_SEAL_SHRINK | F_SEAL_GROW | F_SEAL_WRITE | F_SEAL_SEAL;

int decode_sandbox_send(int socket, const void *bytes, size_t length, int descriptor) {
  struct iovec vector = {.iov_base = (void *)bytes, .iov_len = length};
  union {
    char buffer[CMSG_SPACE(sizeof(int))];
    struct cmsghdr align;
  } control;
  memset(&control, 0, sizeof control);
  struct msghdr message = {.msg_iov = &vector, .msg_iovlen = 1};
  if (descriptor >= 0) {
    message.msg_control = control.buffer;
    message.msg_controllen = sizeof control.buffer;
    struct cmsghdr *header = CMSG_FIRSTHDR(&message);
    header->cmsg_level = SOL_SOCKET;
    header->cmsg_type = SCM_RIGHTS;
    header->cmsg_len = CMSG_LEN(sizeof(int));
    memcpy(CMSG_DATA(header), &descriptor, sizeof(int));
  }
  ssize_t sent;
  do {
    sent = sendmsg(socket, &message, MSG_NOSIGNAL);
  } while (sent < 0 && errno == EINTR);
  if (sent < 0) return -1;
  if ((size_t)sent != length) {
    errno = EMSGSIZE;
    return -1;
  }
  return 0;
}

ssize_t decode_sandbox_receive(int socket, void *bytes, size_t capacity, int *descriptor) {
  *descriptor = -1;
  struct iovec vector = {.iov_base = bytes, .iov_len = capacity};
  // Room for a few descriptors: a peer that sends more gets them closed, not leaked.
  union {
    char buffer[CMSG_SPACE(4 * sizeof(int))];
    struct cmsghdr align;
  } control;
  struct msghdr message = {
      .msg_iov = &vector, .msg_iovlen = 1, .msg_control = control.buffer,
      .msg_controllen = sizeof control.buffer};
  ssize_t received;
  do {
    received = recvmsg(socket, &message, MSG_CMSG_CLOEXEC);
  } while (received < 0 && errno == EINTR);
  if (received < 0) return -1;
  for (struct cmsghdr *header = CMSG_FIRSTHDR(&message); header != NULL;
       header = CMSG_NXTHDR(&message, header)) {
    if (header->cmsg_level != SOL_SOCKET || header->cmsg_type != SCM_RIGHTS) continue;
    size_t count = (header->cmsg_len - CMSG_LEN(0)) / sizeof(int);
    for (size_t index = 0; index < count; index++) {
      int received_descriptor;
      memcpy(&received_descriptor, CMSG_DATA(header) + index * sizeof(int), sizeof(int));
      if (*descriptor < 0) {
        *descriptor = received_descriptor;
      } else {
        close(received_descriptor);
      }
    }
  }
  if (message.msg_flags & (MSG_TRUNC | MSG_CTRUNC)) {
    if (*descriptor >= 0) close(*descriptor);
    *descriptor = -1;
    errno = EMSGSIZE;
    return -1;
  }
  return received;
}

int decode_sandbox_memfd(const char *name) {
  return (int)syscall(SYS_memfd_create, name, MFD_CLOEXEC | MFD_ALLOW_SEALING);
}

int decode_sandbox_seal(int descriptor) {
  return fcntl(descriptor, F_ADD_SEALS, decode_sandbox_pixel_seals);
}

int decode_sandbox_is_sealed(int descriptor) {
  int seals = fcntl(descriptor, F_GET_SEALS);
  return seals >= 0 && (seals & decode_sandbox_pixel_seals) == decode_sandbox_pixel_seals;
}

/// The system calls a confined worker makes while decoding: found by running every format's
/// decode under the filter with SCMP_ACT_TRAP and reading the traps.
static const int allowed_calls[] = {
    // I/O on descriptors the worker already holds.
    SCMP_SYS(read), SCMP_SYS(pread64), SCMP_SYS(readv), SCMP_SYS(write), SCMP_SYS(writev),
    SCMP_SYS(recvmsg), SCMP_SYS(sendmsg), SCMP_SYS(close), SCMP_SYS(fstat), SCMP_SYS(newfstatat),
    SCMP_SYS(statx), SCMP_SYS(lseek), SCMP_SYS(fcntl), SCMP_SYS(ftruncate), SCMP_SYS(poll),
    SCMP_SYS(ppoll),
    // Memory.
    SCMP_SYS(mmap), SCMP_SYS(munmap), SCMP_SYS(mremap), SCMP_SYS(brk), SCMP_SYS(madvise),
    SCMP_SYS(mprotect), SCMP_SYS(memfd_create),
    // Threads, locks, clocks and the runtime's housekeeping.
    SCMP_SYS(futex), SCMP_SYS(set_robust_list), SCMP_SYS(rseq), SCMP_SYS(sched_yield),
    SCMP_SYS(sched_getaffinity), SCMP_SYS(getpid), SCMP_SYS(gettid), SCMP_SYS(clock_gettime),
    SCMP_SYS(clock_getres), SCMP_SYS(clock_nanosleep), SCMP_SYS(nanosleep),
    SCMP_SYS(gettimeofday), SCMP_SYS(getrusage), SCMP_SYS(getrandom), SCMP_SYS(prlimit64),
    SCMP_SYS(getrlimit), SCMP_SYS(setrlimit),
    // Signals: its own crash reporting (abort raises SIGABRT at itself).
    SCMP_SYS(rt_sigaction), SCMP_SYS(rt_sigprocmask), SCMP_SYS(rt_sigreturn),
    SCMP_SYS(sigaltstack), SCMP_SYS(tgkill), SCMP_SYS(exit), SCMP_SYS(exit_group),
};

int decode_sandbox_spawn_close_from(void *actions, int lowest) {
  return posix_spawn_file_actions_addclosefrom_np((posix_spawn_file_actions_t *)actions, lowest);
}

int decode_sandbox_die_with_parent(void) {
  return prctl(PR_SET_PDEATHSIG, SIGKILL, 0, 0, 0);
}

int decode_sandbox_confine(void) {
  if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0) return -errno;
  scmp_filter_ctx filter = seccomp_init(SCMP_ACT_KILL_PROCESS);
  if (filter == NULL) return -ENOMEM;
  int result = 0;
  for (size_t index = 0; index < sizeof allowed_calls / sizeof allowed_calls[0]; index++) {
    // A call this architecture lacks (negative pseudo-number) is skipped by libseccomp.
    result = seccomp_rule_add(filter, SCMP_ACT_ALLOW, allowed_calls[index], 0);
    if (result != 0 && result != -EDOM) goto done;
  }
  // Threads only (libavif/dav1d or a future decoder may start some): a clone without
  // CLONE_THREAD would be a new process, and kills.
  result = seccomp_rule_add(
      filter, SCMP_ACT_ALLOW, SCMP_SYS(clone), 1, SCMP_A0(SCMP_CMP_MASKED_EQ, CLONE_THREAD, CLONE_THREAD));
  if (result != 0) goto done;
  // glibc tries clone3 first and falls back to clone on ENOSYS; clone3's flags are in
  // memory a filter cannot read, so it is refused as a whole.
  result = seccomp_rule_add(filter, SCMP_ACT_ERRNO(ENOSYS), SCMP_SYS(clone3), 0);
  if (result != 0) goto done;
  // No file system: opening anything fails (a library probing a file gets an error
  // rather than killing the decode).
  const int refused[] = {SCMP_SYS(open), SCMP_SYS(openat), SCMP_SYS(openat2)};
  for (size_t index = 0; index < sizeof refused / sizeof refused[0]; index++) {
    result = seccomp_rule_add(filter, SCMP_ACT_ERRNO(EPERM), refused[index], 0);
    if (result != 0 && result != -EDOM) goto done;
  }
  result = seccomp_load(filter);
done:
  seccomp_release(filter);
  return result > 0 ? 0 : result;
}

int decode_sandbox_try_open(const char *path) {
  int descriptor = open(path, O_RDONLY | O_CLOEXEC);
  if (descriptor < 0) return -errno;
  close(descriptor);
  return 0;
}

int decode_sandbox_try_socket(void) {
  int descriptor = socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
  if (descriptor < 0) return -errno;
  close(descriptor);
  return 0;
}

int decode_sandbox_try_execve(const char *path) {
  char *const arguments[] = {(char *)path, NULL};
  char *const environment[] = {NULL};
  execve(path, arguments, environment);
  return -errno;
}

int decode_sandbox_try_fork(void) {
  pid_t child = (pid_t)syscall(SYS_clone, SIGCHLD, 0, 0, 0, 0);
  if (child < 0) return -errno;
  if (child == 0) _exit(0);
  return 0;
}
