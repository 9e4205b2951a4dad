// fork → configure → exec for the grader's child processes. See CSandboxSpawn.h.
#define _GNU_SOURCE
#include "CSandboxSpawn.h"

#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <sys/time.h>
#include <sys/wait.h>
#include <unistd.h>

#ifdef __linux__
#include <sched.h>
#include <stdint.h>
#include <net/if.h>
#include <sys/ioctl.h>
#include <sys/mount.h>
#include <sys/prctl.h>
#include <sys/socket.h>
#endif

enum { max_child_fds = 16 };

static int make_cloexec_pipe(int fds[2]) {
#ifdef __linux__
  return pipe2(fds, O_CLOEXEC);
#else
  if (pipe(fds) != 0) return -1;
  fcntl(fds[0], F_SETFD, FD_CLOEXEC);
  fcntl(fds[1], F_SETFD, FD_CLOEXEC);
  return 0;
#endif
}

// Child side only: reports the failed step to the parent and ends the child.
static void fail_in_child(int report_fd, int step) {
  csandbox_failure failure = {step, errno};
  ssize_t ignored = write(report_fd, &failure, sizeof failure);
  (void)ignored;
  _exit(127);
}

// Closes descriptors in [first, last]; close_range when the kernel has it, a loop otherwise.
static void close_descriptors(int first, int last) {
  if (first > last) return;
#if defined(__linux__) && defined(SYS_close_range)
  if (syscall(SYS_close_range, (unsigned int)first, (unsigned int)last, 0) == 0) return;
#endif
  struct rlimit files;
  long long bound = 65536;
  if (getrlimit(RLIMIT_NOFILE, &files) == 0 && files.rlim_cur != RLIM_INFINITY &&
      (long long)files.rlim_cur < bound) {
    bound = (long long)files.rlim_cur;
  }
  for (long long fd = first; fd <= last && fd < bound; fd++) close((int)fd);
}

static void set_limit(int report_fd, int resource, long long soft, long long hard, int step) {
  if (soft < 0) return;
  struct rlimit limit = {(rlim_t)soft, (rlim_t)hard};
  if (setrlimit(resource, &limit) != 0) fail_in_child(report_fd, step);
}

static void apply_limits(int report_fd, const csandbox_limits *limits) {
  if (limits == NULL) return;
  // CPU: the soft limit sends SIGXCPU, which names the cause; the hard limit kills for sure.
  set_limit(report_fd, RLIMIT_CPU, limits->cpu_seconds, limits->cpu_seconds + 1,
            CSANDBOX_STEP_LIMIT_CPU);
  set_limit(report_fd, RLIMIT_AS, limits->address_space_bytes, limits->address_space_bytes,
            CSANDBOX_STEP_LIMIT_ADDRESS_SPACE);
  set_limit(report_fd, RLIMIT_FSIZE, limits->file_size_bytes, limits->file_size_bytes,
            CSANDBOX_STEP_LIMIT_FILE_SIZE);
  set_limit(report_fd, RLIMIT_NPROC, limits->process_count, limits->process_count,
            CSANDBOX_STEP_LIMIT_PROCESSES);
  set_limit(report_fd, RLIMIT_NOFILE, limits->open_files, limits->open_files,
            CSANDBOX_STEP_LIMIT_OPEN_FILES);
  set_limit(report_fd, RLIMIT_CORE, limits->core_file_bytes, limits->core_file_bytes,
            CSANDBOX_STEP_LIMIT_CORE);
  set_limit(report_fd, RLIMIT_STACK, limits->stack_bytes, limits->stack_bytes,
            CSANDBOX_STEP_LIMIT_STACK);
}

// Child side: tells the parent which isolation is in effect (a record with no failed step).
static void report_in_effect(int report_fd, int in_effect) {
  csandbox_failure note = {CSANDBOX_STEP_NONE, in_effect};
  ssize_t ignored = write(report_fd, &note, sizeof note);
  (void)ignored;
}

#ifdef __linux__

#ifndef SYS_mount_setattr
#define SYS_mount_setattr 442
#endif
#ifndef AT_RECURSIVE
#define AT_RECURSIVE 0x8000
#endif

// The kernel's struct mount_attr (linux/mount.h, which clashes with sys/mount.h on some systems).
struct sandbox_mount_attr {
  uint64_t attr_set;
  uint64_t attr_clr;
  uint64_t propagation;
  uint64_t userns_fd;
};

// Decimal digits of `value` into `out`; returns how many (snprintf is not async-signal-safe).
static size_t format_decimal(char *out, unsigned long value) {
  char reversed[24];
  size_t count = 0;
  do {
    reversed[count++] = (char)('0' + value % 10);
    value /= 10;
  } while (value > 0);
  for (size_t index = 0; index < count; index++) out[index] = reversed[count - 1 - index];
  return count;
}

static int write_text_file(const char *path, const char *text, size_t length) {
  int fd = open(path, O_WRONLY | O_CLOEXEC);
  if (fd < 0) return -1;
  ssize_t written = write(fd, text, length);
  int saved = errno;
  close(fd);
  errno = saved;
  return written == (ssize_t)length ? 0 : -1;
}

// Writes "inner outer 1" to a uid_map or gid_map.
static int write_id_map(const char *path, unsigned long inner, unsigned long outer) {
  char line[64];
  size_t length = format_decimal(line, inner);
  line[length++] = ' ';
  length += format_decimal(line + length, outer);
  line[length++] = ' ';
  line[length++] = '1';
  line[length++] = '\n';
  return write_text_file(path, line, length);
}

// A new user namespace in which the program has the caller's ids, except that it is never root
// there: a program whose id is not 0 in its namespace loses every capability at exec, so it
// cannot undo the read-only mounts. (A caller running as root becomes nobody, 65534, inside,
// still mapped to root outside, so the files it makes belong to root.)
static int enter_user_namespace(void) {
  uid_t uid = getuid();
  gid_t gid = getgid();
  if (unshare(CLONE_NEWUSER) != 0) return -1;
  if (write_text_file("/proc/self/setgroups", "deny", 4) != 0 && errno != ENOENT) return -1;
  if (write_id_map("/proc/self/uid_map", uid == 0 ? 65534 : uid, uid) != 0) return -1;
  if (write_id_map("/proc/self/gid_map", gid == 0 ? 65534 : gid, gid) != 0) return -1;
  return 0;
}

static int set_mount_tree_read_only(const char *path, int read_only) {
  struct sandbox_mount_attr attributes;
  memset(&attributes, 0, sizeof attributes);
  if (read_only) {
    attributes.attr_set = 1;  // MOUNT_ATTR_RDONLY
  } else {
    attributes.attr_clr = 1;
  }
  return (int)syscall(SYS_mount_setattr, AT_FDCWD, path, AT_RECURSIVE, &attributes,
                      sizeof attributes);
}

// In the program's own mount namespace: every mount read-only except `directory`, bound onto
// itself and left writable. Needs mount_setattr (Linux 5.12); returns -1 and changes nothing
// visible when the kernel refuses a step.
static int make_mounts_read_only(const char *directory) {
  if (directory == NULL) return -1;
  if (mount(NULL, "/", NULL, MS_REC | MS_PRIVATE, NULL) != 0) return -1;
  if (mount(directory, directory, NULL, MS_BIND | MS_REC, NULL) != 0) return -1;
  if (set_mount_tree_read_only("/", 1) != 0) return -1;
  if (set_mount_tree_read_only(directory, 0) != 0) {
    set_mount_tree_read_only("/", 0);
    return -1;
  }
  return 0;
}

// Brings up the loopback interface of a new network namespace, which starts down: Foundation's
// run loop on Linux wakes itself through a TCP connection to 127.0.0.1, so `Process` and timers
// need it. Nothing outside the namespace is reachable through it.
static int bring_loopback_up(void) {
  int fd = socket(AF_INET, SOCK_DGRAM | SOCK_CLOEXEC, 0);
  if (fd < 0) return -1;
  struct ifreq request;
  memset(&request, 0, sizeof request);
  memcpy(request.ifr_name, "lo", 3);
  int result = ioctl(fd, SIOCGIFFLAGS, &request);
  if (result == 0) {
    request.ifr_flags |= IFF_UP;
    result = ioctl(fd, SIOCSIFFLAGS, &request);
  }
  close(fd);
  return result;
}

// Runs as process 1 of the program's PID namespace: starts the program, reaps whatever ends up in
// its care, and once the program has ended sends its wait status to the monitor and exits. When
// it exits the kernel kills every process left in the namespace, whatever session or group each
// moved to. Signals from inside the namespace cannot kill it.
static void run_init(const char *path, char *const argv[], char *const envp[],
                     const csandbox_limits *limits, int child_fd_count, int report_fd,
                     int status_fd) {
  // Should the monitor die, the namespace goes with this process.
  prctl(PR_SET_PDEATHSIG, SIGKILL);
  pid_t program = fork();
  if (program < 0) fail_in_child(report_fd, CSANDBOX_STEP_INIT);
  if (program == 0) {
    close(status_fd);
    apply_limits(report_fd, limits);
    execve(path, argv, envp);
    fail_in_child(report_fd, CSANDBOX_STEP_EXEC);
  }
  // Hold none of the program's pipes, so they close when the program's processes are gone.
  close(report_fd);
  close_descriptors(0, child_fd_count - 1);
  for (;;) {
    int status = 0;
    pid_t ended = waitpid(-1, &status, 0);
    if (ended < 0 && errno == EINTR) continue;
    if (ended == program) {
      ssize_t ignored = write(status_fd, &status, sizeof status);
      (void)ignored;
      _exit(0);
    }
    if (ended < 0) _exit(0);
  }
}

// Runs in the caller's namespaces as the process the caller waits for: starts the init, waits for
// it, then ends the way the program ended, so the caller's wait status is the program's.
static void run_monitor(const char *path, char *const argv[], char *const envp[],
                        const csandbox_limits *limits, int child_fd_count, int report_fd) {
  int status_pipe[2];
  if (make_cloexec_pipe(status_pipe) != 0) fail_in_child(report_fd, CSANDBOX_STEP_INIT);
  pid_t init = fork();
  if (init < 0) fail_in_child(report_fd, CSANDBOX_STEP_INIT);
  if (init == 0) {
    close(status_pipe[0]);
    run_init(path, argv, envp, limits, child_fd_count, report_fd, status_pipe[1]);
  }
  close(status_pipe[1]);
  close(report_fd);
  close_descriptors(0, child_fd_count - 1);
  int status = 0;
  size_t received = 0;
  while (received < sizeof status) {
    ssize_t count = read(status_pipe[0], (char *)&status + received, sizeof status - received);
    if (count < 0 && errno == EINTR) continue;
    if (count <= 0) break;
    received += (size_t)count;
  }
  int init_status;
  while (waitpid(init, &init_status, 0) < 0 && errno == EINTR) {
  }
  // No status: the init was killed, which only the caller can do; end the same way.
  if (received != sizeof status) kill(getpid(), SIGKILL);
  if (WIFEXITED(status)) _exit(WEXITSTATUS(status));
  int signal_number = WTERMSIG(status);
  struct rlimit no_core = {0, 0};
  setrlimit(RLIMIT_CORE, &no_core);
  kill(getpid(), signal_number);
  _exit(128 + signal_number);
}

// Namespaces for the program, then the monitor (which never returns).
static void isolate_and_exec(const char *path, char *const argv[], char *const envp[],
                             const char *directory, const csandbox_limits *limits,
                             int child_fd_count, int report_fd) {
  if (enter_user_namespace() != 0) fail_in_child(report_fd, CSANDBOX_STEP_USER_NAMESPACE);
  if (unshare(CLONE_NEWPID | CLONE_NEWNET | CLONE_NEWIPC | CLONE_NEWNS) != 0) {
    fail_in_child(report_fd, CSANDBOX_STEP_NAMESPACES);
  }
  if (bring_loopback_up() != 0) fail_in_child(report_fd, CSANDBOX_STEP_NAMESPACES);
  int in_effect = CSANDBOX_IN_EFFECT_NAMESPACES;
  if (make_mounts_read_only(directory) == 0) in_effect |= CSANDBOX_IN_EFFECT_READ_ONLY_MOUNTS;
  // Again, so the working directory is the writable mount bound over it.
  if (directory != NULL && chdir(directory) != 0) {
    fail_in_child(report_fd, CSANDBOX_STEP_WORKING_DIRECTORY);
  }
  report_in_effect(report_fd, in_effect);
  run_monitor(path, argv, envp, limits, child_fd_count, report_fd);
}

#endif

// Runs in the forked child: only async-signal-safe calls from here to execve.
static void configure_and_exec(const char *path, char *const argv[], char *const envp[],
                               const char *directory, const int *child_fds, int child_fd_count,
                               const csandbox_limits *limits, int isolation, int report_fd) {
  // Keep the failure pipe out of the range of descriptors the program receives.
  if (report_fd < child_fd_count) {
    int moved = fcntl(report_fd, F_DUPFD_CLOEXEC, child_fd_count);
    if (moved < 0) _exit(127);
    report_fd = moved;
  }
  if (setpgid(0, 0) != 0) fail_in_child(report_fd, CSANDBOX_STEP_PROCESS_GROUP);

  // The parent may ignore SIGPIPE or block signals; a program expects the defaults.
  sigset_t empty;
  sigemptyset(&empty);
  if (sigprocmask(SIG_SETMASK, &empty, NULL) != 0) fail_in_child(report_fd, CSANDBOX_STEP_SIGNALS);
  struct sigaction default_action;
  memset(&default_action, 0, sizeof default_action);
  default_action.sa_handler = SIG_DFL;
  for (int signal_number = 1; signal_number < NSIG; signal_number++) {
    if (signal_number == SIGKILL || signal_number == SIGSTOP) continue;
    sigaction(signal_number, &default_action, NULL);  // fails harmlessly for reserved signals
  }

  // Copy every source above the target range first, so no dup2 overwrites a later source.
  int copies[max_child_fds];
  for (int index = 0; index < child_fd_count; index++) {
    copies[index] = fcntl(child_fds[index], F_DUPFD_CLOEXEC, child_fd_count);
    if (copies[index] < 0) fail_in_child(report_fd, CSANDBOX_STEP_FILE_DESCRIPTORS);
  }
  for (int index = 0; index < child_fd_count; index++) {
    if (dup2(copies[index], index) < 0) fail_in_child(report_fd, CSANDBOX_STEP_FILE_DESCRIPTORS);
  }
  // Nothing else leaks into the program; the report pipe closes itself on exec (O_CLOEXEC).
  close_descriptors(child_fd_count, report_fd - 1);
  close_descriptors(report_fd + 1, 0x7fffffff);

  if (directory != NULL && chdir(directory) != 0) {
    fail_in_child(report_fd, CSANDBOX_STEP_WORKING_DIRECTORY);
  }
  // No core dumps from the monitor either, whatever the program's limits say.
  struct rlimit no_core = {0, 0};
  if (setrlimit(RLIMIT_CORE, &no_core) != 0) fail_in_child(report_fd, CSANDBOX_STEP_LIMIT_CORE);
#ifdef __linux__
  if (isolation == CSANDBOX_ISOLATION_NAMESPACES) {
    isolate_and_exec(path, argv, envp, directory, limits, child_fd_count, report_fd);
  }
#else
  (void)isolation;
#endif
  report_in_effect(report_fd, 0);
  apply_limits(report_fd, limits);
  execve(path, argv, envp);
  fail_in_child(report_fd, CSANDBOX_STEP_EXEC);
}

int csandbox_spawn(const char *path, char *const argv[], char *const envp[],
                   const char *directory, const int *child_fds, int child_fd_count,
                   const csandbox_limits *limits, int isolation, int *in_effect,
                   pid_t *pid_out, csandbox_failure *failure) {
  failure->step = CSANDBOX_STEP_NONE;
  failure->error_number = 0;
  *in_effect = 0;
  if (child_fd_count < 0 || child_fd_count > max_child_fds) {
    failure->step = CSANDBOX_STEP_FILE_DESCRIPTORS;
    failure->error_number = EINVAL;
    return -1;
  }
  // The child writes its failure here; a successful exec closes it (O_CLOEXEC), giving EOF.
  int report[2];
  if (make_cloexec_pipe(report) != 0) {
    failure->step = CSANDBOX_STEP_PIPE;
    failure->error_number = errno;
    return -1;
  }
  pid_t pid = fork();
  if (pid < 0) {
    failure->step = CSANDBOX_STEP_FORK;
    failure->error_number = errno;
    close(report[0]);
    close(report[1]);
    return -1;
  }
  if (pid == 0) {
    close(report[0]);
    configure_and_exec(path, argv, envp, directory, child_fds, child_fd_count, limits, isolation,
                       report[1]);
  }
  close(report[1]);
  // Records until every holder of the pipe has exec'd or exited: notes of the isolation in
  // effect, and at most one failure. Writes this small are atomic.
  int failed = 0;
  for (;;) {
    csandbox_failure record;
    size_t received = 0;
    while (received < sizeof record) {
      ssize_t count = read(report[0], (char *)&record + received, sizeof record - received);
      if (count < 0 && errno == EINTR) continue;
      if (count <= 0) break;
      received += (size_t)count;
    }
    if (received != sizeof record) break;
    if (record.step == CSANDBOX_STEP_NONE) {
      *in_effect = record.error_number;
    } else if (!failed) {
      *failure = record;
      failed = 1;
    }
  }
  close(report[0]);
  if (failed) {
    int status;
    while (waitpid(pid, &status, 0) < 0 && errno == EINTR) {
    }
    return -1;
  }
  *pid_out = pid;
  return 0;
}

int csandbox_has_terminated(pid_t pid) {
  siginfo_t info;
  memset(&info, 0, sizeof info);
  if (waitid(P_PID, (id_t)pid, &info, WEXITED | WNOHANG | WNOWAIT) != 0) return -1;
  return info.si_pid == pid ? 1 : 0;
}

int csandbox_reap(pid_t pid, csandbox_exit *exit_out) {
  int status = 0;
  struct rusage usage;
  memset(&usage, 0, sizeof usage);
  pid_t result;
  do {
    result = wait4(pid, &status, 0, &usage);
  } while (result < 0 && errno == EINTR);
  if (result < 0) return -1;
  exit_out->exited = WIFEXITED(status) ? 1 : 0;
  exit_out->code = WIFEXITED(status) ? WEXITSTATUS(status) : WTERMSIG(status);
#ifdef WCOREDUMP
  exit_out->core_dumped = WIFSIGNALED(status) && WCOREDUMP(status) ? 1 : 0;
#else
  exit_out->core_dumped = 0;
#endif
  exit_out->user_microseconds =
      (long long)usage.ru_utime.tv_sec * 1000000LL + (long long)usage.ru_utime.tv_usec;
  exit_out->system_microseconds =
      (long long)usage.ru_stime.tv_sec * 1000000LL + (long long)usage.ru_stime.tv_usec;
  // Linux reports kibibytes, macOS bytes.
#ifdef __APPLE__
  exit_out->max_resident_kibibytes = (long long)usage.ru_maxrss / 1024;
#else
  exit_out->max_resident_kibibytes = (long long)usage.ru_maxrss;
#endif
  return 0;
}

int csandbox_cloexec_pipe(int fds[2]) {
  return make_cloexec_pipe(fds);
}

int csandbox_kill_group(pid_t group, int signal_number) {
  return kill(-group, signal_number);
}

const char *csandbox_swift_runtime_path(void) {
  void *symbol = dlsym(RTLD_DEFAULT, "swift_retain");
  Dl_info info;
  if (symbol == NULL || dladdr(symbol, &info) == 0) return NULL;
  return info.dli_fname;
}
