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
}

// Runs in the forked child: only async-signal-safe calls from here to execve.
static void configure_and_exec(const char *path, char *const argv[], char *const envp[],
                               const char *directory, const int *child_fds, int child_fd_count,
                               const csandbox_limits *limits, int report_fd) {
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
  apply_limits(report_fd, limits);
  execve(path, argv, envp);
  fail_in_child(report_fd, CSANDBOX_STEP_EXEC);
}

int csandbox_spawn(const char *path, char *const argv[], char *const envp[],
                   const char *directory, const int *child_fds, int child_fd_count,
                   const csandbox_limits *limits, pid_t *pid_out, csandbox_failure *failure) {
  failure->step = CSANDBOX_STEP_NONE;
  failure->error_number = 0;
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
    configure_and_exec(path, argv, envp, directory, child_fds, child_fd_count, limits, report[1]);
  }
  close(report[1]);
  csandbox_failure reported;
  size_t received = 0;
  while (received < sizeof reported) {
    ssize_t count = read(report[0], (char *)&reported + received, sizeof reported - received);
    if (count < 0 && errno == EINTR) continue;
    if (count <= 0) break;
    received += (size_t)count;
  }
  close(report[0]);
  if (received == sizeof reported) {
    int status;
    while (waitpid(pid, &status, 0) < 0 && errno == EINTR) {
    }
    *failure = reported;
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
