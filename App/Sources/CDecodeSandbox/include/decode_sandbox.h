// The parts of the decode sandbox that C says best: descriptors passed over a Unix socket
// (the CMSG_* macros do not import into Swift), memfd sealing, and the seccomp filter that
// confines a decode worker (libseccomp).
#ifndef DECODE_SANDBOX_H
#define DECODE_SANDBOX_H

#include <stddef.h>
#include <stdint.h>
#include <sys/types.h>

/// Sends `length` bytes of `bytes` on the Unix socket `socket`, with the descriptor
/// `descriptor` attached (SCM_RIGHTS) when it is not negative. Never raises SIGPIPE.
/// Returns 0, or -1 with errno set (a short send is EMSGSIZE).
int decode_sandbox_send(int socket, const void *bytes, size_t length, int descriptor);

/// Receives one message of at most `capacity` bytes from the SOCK_SEQPACKET socket
/// `socket` into `bytes`. A descriptor that came with it is stored in `*descriptor`
/// (close-on-exec), else -1; extra descriptors are closed. Returns the byte count (0 at
/// the end of the stream), or -1 with errno set (EMSGSIZE for a truncated message).
ssize_t decode_sandbox_receive(int socket, void *bytes, size_t capacity, int *descriptor);

/// The seals a pixel memfd carries before it leaves a worker.
extern const int decode_sandbox_pixel_seals;

/// A memfd (close-on-exec, sealable) named `name`, or -1 with errno set.
int decode_sandbox_memfd(const char *name);

/// Seals `descriptor` against shrinking, growing and writing. 0, or -1 with errno set.
int decode_sandbox_seal(int descriptor);

/// Whether `descriptor` is a memfd carrying every seal of `decode_sandbox_pixel_seals`.
int decode_sandbox_is_sealed(int descriptor);

/// Adds to the `posix_spawn_file_actions_t` at `actions` the closing of every descriptor
/// from `lowest` up in the child (glibc's `posix_spawn_file_actions_addclosefrom_np`, which
/// Swift does not see). Returns 0 or an error number.
int decode_sandbox_spawn_close_from(void *actions, int lowest);

/// Asks the kernel to kill the calling process when its parent (the app) exits. Returns 0,
/// or -1 with errno set.
int decode_sandbox_die_with_parent(void);

/// Makes the calling process unable to gain privileges and loads the worker's seccomp
/// allow-list: reading, writing and receiving on descriptors it holds, memory
/// (mmap/munmap/mremap/brk/madvise/mprotect), memfd_create/ftruncate/fcntl for sealed pixel
/// memfds, threads (clone with CLONE_THREAD only, futex), clocks, signals for its own
/// crash handling, and exit. open/openat return EPERM; clone3 returns ENOSYS (glibc falls
/// back to clone); every other system call (socket, connect, execve, fork, ptrace, kill, …)
/// kills the process. Returns 0, or a negative errno.
int decode_sandbox_confine(void);

/// Test hooks, run inside a confined worker: each makes the system call named and returns
/// its result (-errno on failure) if the filter lets the process live.
int decode_sandbox_try_open(const char *path);
int decode_sandbox_try_socket(void);
int decode_sandbox_try_execve(const char *path);
int decode_sandbox_try_fork(void);

#endif
