// Starting a child process under resource limits, for the grader.
//
// posix_spawn cannot set rlimits, and a Swift process must not run arbitrary code between fork and
// exec, so the whole fork → configure → exec sequence lives in this one C function. Between fork
// and exec the child only makes async-signal-safe system calls.
#ifndef CSANDBOX_SPAWN_H
#define CSANDBOX_SPAWN_H

#include <sys/types.h>

/// Resource limits applied in the child just before exec. A negative value leaves a limit as
/// inherited. Soft and hard limits are set together, except for CPU time (see cpu_seconds).
typedef struct {
  /// RLIMIT_CPU: SIGXCPU at this many seconds, SIGKILL one second later (hard limit).
  long long cpu_seconds;
  /// RLIMIT_AS: bytes of virtual address space.
  long long address_space_bytes;
  /// RLIMIT_FSIZE: largest file the child may write (SIGXFSZ beyond it).
  long long file_size_bytes;
  /// RLIMIT_NPROC: processes (threads) of the real user id. The kernel exempts root.
  long long process_count;
  /// RLIMIT_NOFILE: open file descriptors.
  long long open_files;
  /// RLIMIT_CORE: core dump size in bytes; 0 disables core dumps.
  long long core_file_bytes;
  /// RLIMIT_STACK: bytes of the main thread's stack.
  long long stack_bytes;
} csandbox_limits;

/// The step of the child's set-up that failed; reported with the errno of that step.
typedef enum {
  CSANDBOX_STEP_NONE = 0,
  CSANDBOX_STEP_PIPE = 1,
  CSANDBOX_STEP_FORK = 2,
  CSANDBOX_STEP_PROCESS_GROUP = 3,
  CSANDBOX_STEP_SIGNALS = 4,
  CSANDBOX_STEP_FILE_DESCRIPTORS = 5,
  CSANDBOX_STEP_WORKING_DIRECTORY = 6,
  CSANDBOX_STEP_LIMIT_CPU = 7,
  CSANDBOX_STEP_LIMIT_ADDRESS_SPACE = 8,
  CSANDBOX_STEP_LIMIT_FILE_SIZE = 9,
  CSANDBOX_STEP_LIMIT_PROCESSES = 10,
  CSANDBOX_STEP_LIMIT_OPEN_FILES = 11,
  CSANDBOX_STEP_LIMIT_CORE = 12,
  CSANDBOX_STEP_EXEC = 13,
  CSANDBOX_STEP_USER_NAMESPACE = 14,
  CSANDBOX_STEP_NAMESPACES = 15,
  CSANDBOX_STEP_INIT = 16,
  CSANDBOX_STEP_LIMIT_STACK = 17,
  CSANDBOX_STEP_PRIVATE_ROOT = 18,
} csandbox_step;

/// What `csandbox_spawn` puts around the program besides its process group and limits.
typedef enum {
  /// Nothing more.
  CSANDBOX_ISOLATION_NONE = 0,
  /// Its own user, PID, network and IPC namespaces (Linux): the program runs under a small init
  /// process, every process it starts (whatever its session or group) ends with that init, it has
  /// no network, and it can neither signal nor trace processes outside. Where the kernel allows,
  /// also a private mount namespace in which every mount but the working directory is read-only.
  CSANDBOX_ISOLATION_NAMESPACES = 1,
} csandbox_isolation;

/// Bits of `csandbox_isolation_result.in_effect`.
enum {
  /// The program runs in its own user, PID, network and IPC namespaces.
  CSANDBOX_IN_EFFECT_NAMESPACES = 1,
  /// Every mount the program sees is read-only except its working directory.
  CSANDBOX_IN_EFFECT_READ_ONLY_MOUNTS = 2,
  /// Its root holds only the confinement's visible paths (read-only), its working directory and
  /// a /dev of null, zero, full, random and urandom: no socket file, terminal or other file of
  /// the machine is reachable by path.
  CSANDBOX_IN_EFFECT_PRIVATE_ROOT = 4,
  /// Its /proc shows only the processes of its own PID namespace.
  CSANDBOX_IN_EFFECT_PRIVATE_PROC = 8,
};

/// What `CSANDBOX_ISOLATION_NAMESPACES` adds when the caller asks (every field optional).
typedef struct {
  /// An empty directory the private root is built on (in the program's mount namespace only, so
  /// it stays empty outside); NULL for no private root, only read-only mounts.
  const char *staging_directory;
  /// Absolute paths of the machine the program sees under its private root, read-only, at the
  /// same paths (NULL-terminated; what a symbolic link names is bound at the link's path, a
  /// missing path is left out). Its working directory is added, writable.
  const char *const *visible_paths;
  /// The read end of a pipe whose write end the caller holds, close-on-exec, for as long as it
  /// runs, or -1. When the caller exits, however it was stopped, the pipe reads EOF and the
  /// monitor kills the program's whole namespace.
  int lifeline_fd;
} csandbox_confinement;

/// Why a spawn failed: the step and its errno.
typedef struct {
  int step;
  int error_number;
} csandbox_failure;

/// Starts `path` with `argv` and `envp` (NULL-terminated) in a new session (so a new process
/// group, with no controlling terminal).
///
/// The child gets `child_fds[i]` as its file descriptor i for i < `child_fd_count` (at most 16),
/// every other descriptor closed, default signal dispositions, an empty signal mask, `directory`
/// as working directory (unless NULL) and `limits` (unless NULL).
///
/// With `CSANDBOX_ISOLATION_NAMESPACES` the process whose pid is returned is a monitor in the
/// caller's namespaces; it ends the way the program ended (same exit status or signal), after
/// every process of the program's namespace has gone. Killing its process group kills it all.
/// `in_effect` receives the `CSANDBOX_IN_EFFECT_…` bits that were set up; `confinement` (or
/// NULL) adds a private root and a lifeline. A failure at `CSANDBOX_STEP_PRIVATE_ROOT` means the
/// private root was built but could not be finished; the caller may spawn again without one. A failure at
/// `CSANDBOX_STEP_USER_NAMESPACE` or `CSANDBOX_STEP_NAMESPACES` means the system does not allow
/// namespaces; the caller may spawn again without them.
/// Returns 0 and stores the pid, or -1 and fills `failure` (no child is left behind).
int csandbox_spawn(const char *path, char *const argv[], char *const envp[],
                   const char *directory, const int *child_fds, int child_fd_count,
                   const csandbox_limits *limits, int isolation,
                   const csandbox_confinement *confinement, int *in_effect, pid_t *pid_out,
                   csandbox_failure *failure);

/// Whether the child has terminated, without reaping it (so its pid and process group id stay
/// reserved). Returns 1 terminated, 0 still running, -1 error (errno set).
int csandbox_has_terminated(pid_t pid);

/// How a reaped child ended, with its resource usage.
typedef struct {
  /// 1 if the child called exit, 0 if a signal ended it.
  int exited;
  /// Exit code when exited, signal number otherwise.
  int code;
  /// Whether the kernel wrote a core dump.
  int core_dumped;
  /// CPU time in microseconds, user and system.
  long long user_microseconds;
  long long system_microseconds;
  /// Peak resident set size in kibibytes.
  long long max_resident_kibibytes;
} csandbox_exit;

/// Waits for the child to terminate and reaps it. Returns 0, or -1 with errno set.
int csandbox_reap(pid_t pid, csandbox_exit *exit_out);

/// Creates a pipe whose both ends close on exec. Returns 0, or -1 with errno set.
int csandbox_cloexec_pipe(int fds[2]);

/// Sends `signal_number` to every process of the process group `group`. Returns 0 or -1.
int csandbox_kill_group(pid_t group, int signal_number);

/// The path of the shared library that holds the Swift runtime this process runs on
/// (libswiftCore), or NULL when it is linked statically or cannot be found.
const char *csandbox_swift_runtime_path(void);

#endif
