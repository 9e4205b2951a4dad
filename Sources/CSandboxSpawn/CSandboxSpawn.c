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
#include <limits.h>
#include <poll.h>
#include <sys/stat.h>
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

enum {
  mount_attribute_read_only = 0x1,  // MOUNT_ATTR_RDONLY
  mount_attribute_no_setuid = 0x2,  // MOUNT_ATTR_NOSUID
  mount_attribute_no_devices = 0x4,  // MOUNT_ATTR_NODEV
};

static int set_mount_attributes(const char *path, uint64_t set, uint64_t clear, int recursive) {
  struct sandbox_mount_attr attributes;
  memset(&attributes, 0, sizeof attributes);
  attributes.attr_set = set;
  attributes.attr_clr = clear;
  return (int)syscall(SYS_mount_setattr, AT_FDCWD, path, recursive ? AT_RECURSIVE : 0,
                      &attributes, sizeof attributes);
}

static int set_mount_tree_read_only(const char *path, int read_only) {
  return read_only ? set_mount_attributes(path, mount_attribute_read_only, 0, 1)
                   : set_mount_attributes(path, 0, mount_attribute_read_only, 1);
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

// The private root: a tmpfs holding only what a program needs, each part bound in read-only
// at the path it has outside, the working directory writable, a /dev of five devices, and
// (mounted by the init, inside the PID namespace) a /proc of the program's own processes.
// Nothing else of the machine is reachable by path: no socket file, no terminal, no store.

// The host's root while the private one is built; detached before the program starts.
static const char host_root_name[] = "/.host";

// `root` followed by the absolute `path` into `out`; -1 when it does not fit.
static int join_path(char *out, size_t size, const char *root, const char *path) {
  size_t root_length = strlen(root);
  size_t path_length = strlen(path);
  if (root_length + path_length + 1 > size) {
    errno = ENAMETOOLONG;
    return -1;
  }
  memcpy(out, root, root_length);
  memcpy(out + root_length, path, path_length + 1);
  return 0;
}

// Creates every missing parent of `path` after its first `keep` bytes (which exist).
static int make_parents(char *path, size_t keep) {
  size_t length = strlen(path);
  for (size_t index = keep + 1; index < length; index++) {
    if (path[index] != '/') continue;
    path[index] = '\0';
    int made = mkdir(path, 0755);
    int saved = errno;
    path[index] = '/';
    if (made != 0 && saved != EEXIST) {
      errno = saved;
      return -1;
    }
  }
  return 0;
}

// Makes `path` of the host appear at the same path under `root`: the directory or file it names
// (through any symbolic link) bound onto an empty one. Writable only when asked; never setuid.
// A path the host does not have, or a link to nothing, is left out.
static int expose_path(const char *root, const char *path, int writable) {
  struct stat info;
  if (stat(path, &info) != 0) return errno == ENOENT ? 0 : -1;
  char target[PATH_MAX];
  if (join_path(target, sizeof target, root, path) != 0) return -1;
  if (make_parents(target, strlen(root)) != 0) return -1;
  if (S_ISDIR(info.st_mode)) {
    if (mkdir(target, 0755) != 0 && errno != EEXIST) return -1;
  } else {
    int fd = open(target, O_WRONLY | O_CREAT | O_CLOEXEC, 0644);
    if (fd < 0) return -1;
    close(fd);
  }
  if (mount(path, target, NULL, MS_BIND | MS_REC, NULL) != 0) return -1;
  uint64_t attributes = mount_attribute_no_setuid | (writable ? 0 : mount_attribute_read_only);
  return set_mount_attributes(target, attributes, 0, 1);
}

static int make_link(const char *root, const char *path, const char *destination) {
  char target[PATH_MAX];
  if (join_path(target, sizeof target, root, path) != 0) return -1;
  return symlink(destination, target) == 0 || errno == EEXIST ? 0 : -1;
}

static int make_directory(const char *root, const char *path) {
  char target[PATH_MAX];
  if (join_path(target, sizeof target, root, path) != 0) return -1;
  return mkdir(target, 0755) == 0 || errno == EEXIST ? 0 : -1;
}

static const char *const device_names[] = {"/dev/null", "/dev/zero", "/dev/full", "/dev/random",
                                           "/dev/urandom", NULL};

// In the program's mount namespace: builds the private root on `staging` (an empty directory)
// and makes it the root, the host's kept at /.host for the init to finish with. Returns -1 when
// the kernel refuses a step; the caller then undoes it with `abandon_private_root`.
static int enter_private_root(const char *staging, const char *const *visible_paths,
                              const char *directory) {
  if (staging == NULL || directory == NULL) return -1;
  if (mount(NULL, "/", NULL, MS_REC | MS_PRIVATE, NULL) != 0) return -1;
  if (mount("layoutlings", staging, "tmpfs", MS_NOSUID | MS_NODEV, "mode=0755") != 0) return -1;
  for (const char *const *path = visible_paths; path != NULL && *path != NULL; path++) {
    if (expose_path(staging, *path, 0) != 0) return -1;
  }
  if (make_directory(staging, "/dev") != 0) return -1;
  for (const char *const *device = device_names; *device != NULL; device++) {
    if (expose_path(staging, *device, 1) != 0) return -1;
  }
  if (make_link(staging, "/dev/fd", "/proc/self/fd") != 0 ||
      make_link(staging, "/dev/stdin", "/proc/self/fd/0") != 0 ||
      make_link(staging, "/dev/stdout", "/proc/self/fd/1") != 0 ||
      make_link(staging, "/dev/stderr", "/proc/self/fd/2") != 0) {
    return -1;
  }
  if (make_directory(staging, "/proc") != 0 || make_directory(staging, "/tmp") != 0) return -1;
  if (expose_path(staging, directory, 1) != 0) return -1;
  if (make_directory(staging, host_root_name) != 0) return -1;
  char host_root[PATH_MAX];
  if (join_path(host_root, sizeof host_root, staging, host_root_name) != 0) return -1;
  if (syscall(SYS_pivot_root, staging, host_root) != 0) return -1;
  return chdir("/");
}

// After a failed `enter_private_root` (which never got as far as the pivot): the staging mount
// and everything bound into it go.
static void abandon_private_root(const char *staging) {
  if (staging != NULL) umount2(staging, MNT_DETACH);
}

// In the init, inside the PID namespace: a /proc of the namespace's own processes (the host's
// when the kernel refuses a new one, as it does where parts of the host's /proc are masked),
// then the host's root goes and the root becomes read-only. Returns 1 when /proc is private, 0
// when it is the host's, -1 when the host's root could not be detached or the root stays
// writable.
static int finish_private_root(void) {
  int private_proc = mount("proc", "/proc", "proc", MS_NOSUID | MS_NODEV | MS_NOEXEC, NULL) == 0;
  if (!private_proc) {
    char host_proc[PATH_MAX];
    if (join_path(host_proc, sizeof host_proc, host_root_name, "/proc") == 0 &&
        mount(host_proc, "/proc", NULL, MS_BIND | MS_REC, NULL) == 0) {
      set_mount_attributes("/proc", mount_attribute_no_setuid, 0, 1);
    }
  }
  if (umount2(host_root_name, MNT_DETACH) != 0) return -1;
  rmdir(host_root_name);
  uint64_t attributes = mount_attribute_read_only | mount_attribute_no_setuid;
  if (set_mount_attributes("/", attributes, 0, 0) != 0) return -1;
  return private_proc;
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

// Runs as process 1 of the program's PID namespace: finishes the private root, starts the
// program, reaps whatever ends up in its care, and once the program has ended sends its wait
// status to the monitor and exits. When it exits the kernel kills every process left in the
// namespace, whatever session or group each moved to. Signals from inside the namespace cannot
// kill it.
static void run_init(const char *path, char *const argv[], char *const envp[],
                     const char *directory, const csandbox_limits *limits, int child_fd_count,
                     int report_fd, int status_fd, int in_effect) {
  // Should the monitor die, the namespace goes with this process.
  prctl(PR_SET_PDEATHSIG, SIGKILL);
  if (in_effect & CSANDBOX_IN_EFFECT_PRIVATE_ROOT) {
    int finished = finish_private_root();
    if (finished < 0) fail_in_child(report_fd, CSANDBOX_STEP_PRIVATE_ROOT);
    if (finished > 0) in_effect |= CSANDBOX_IN_EFFECT_PRIVATE_PROC;
    if (directory != NULL && chdir(directory) != 0) {
      fail_in_child(report_fd, CSANDBOX_STEP_WORKING_DIRECTORY);
    }
    report_in_effect(report_fd, in_effect);
  }
  pid_t program = fork();
  if (program < 0) fail_in_child(report_fd, CSANDBOX_STEP_INIT);
  if (program == 0) {
    close(status_fd);
    apply_limits(report_fd, limits);
    // No setuid program gives it more rights than it has.
    prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0);
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

// Waits for the init's status on `status_fd`, or for the caller to go: `lifeline_fd` (when not
// -1) reads EOF once the caller has exited, however it was stopped, and then the init is killed,
// and with it every process of the namespace. Returns whether a whole status arrived.
static int wait_for_status(int status_fd, int lifeline_fd, pid_t init, int *status) {
  size_t received = 0;
  while (received < sizeof *status) {
    struct pollfd watched[2] = {{status_fd, POLLIN, 0}, {lifeline_fd, POLLIN, 0}};
    int ready = poll(watched, lifeline_fd >= 0 ? 2 : 1, -1);
    if (ready < 0 && errno == EINTR) continue;
    if (ready < 0) break;
    if (lifeline_fd >= 0 && watched[1].revents != 0) {
      kill(init, SIGKILL);
      return 0;
    }
    if (watched[0].revents == 0) continue;
    ssize_t count = read(status_fd, (char *)status + received, sizeof *status - received);
    if (count < 0 && errno == EINTR) continue;
    if (count <= 0) break;
    received += (size_t)count;
  }
  return received == sizeof *status;
}

// Runs in the caller's namespaces as the process the caller waits for: starts the init, waits for
// it, then ends the way the program ended, so the caller's wait status is the program's.
static void run_monitor(const char *path, char *const argv[], char *const envp[],
                        const char *directory, const csandbox_limits *limits, int child_fd_count,
                        int report_fd, int lifeline_fd, int in_effect) {
  int status_pipe[2];
  if (make_cloexec_pipe(status_pipe) != 0) fail_in_child(report_fd, CSANDBOX_STEP_INIT);
  pid_t init = fork();
  if (init < 0) fail_in_child(report_fd, CSANDBOX_STEP_INIT);
  if (init == 0) {
    close(status_pipe[0]);
    if (lifeline_fd >= 0) close(lifeline_fd);
    run_init(path, argv, envp, directory, limits, child_fd_count, report_fd, status_pipe[1],
             in_effect);
  }
  close(status_pipe[1]);
  close(report_fd);
  close_descriptors(0, child_fd_count - 1);
  int status = 0;
  int whole = wait_for_status(status_pipe[0], lifeline_fd, init, &status);
  int init_status;
  while (waitpid(init, &init_status, 0) < 0 && errno == EINTR) {
  }
  // No status: the init was killed, by the caller or because the caller went; end the same way.
  if (!whole) kill(getpid(), SIGKILL);
  if (WIFEXITED(status)) _exit(WEXITSTATUS(status));
  int signal_number = WTERMSIG(status);
  struct rlimit no_core = {0, 0};
  setrlimit(RLIMIT_CORE, &no_core);
  kill(getpid(), signal_number);
  _exit(128 + signal_number);
}

// Namespaces for the program, its root, then the monitor (which never returns).
static void isolate_and_exec(const char *path, char *const argv[], char *const envp[],
                             const char *directory, const csandbox_limits *limits,
                             int child_fd_count, int report_fd, int lifeline_fd,
                             const csandbox_confinement *confinement) {
  if (enter_user_namespace() != 0) fail_in_child(report_fd, CSANDBOX_STEP_USER_NAMESPACE);
  if (unshare(CLONE_NEWPID | CLONE_NEWNET | CLONE_NEWIPC | CLONE_NEWNS) != 0) {
    fail_in_child(report_fd, CSANDBOX_STEP_NAMESPACES);
  }
  if (bring_loopback_up() != 0) fail_in_child(report_fd, CSANDBOX_STEP_NAMESPACES);
  int in_effect = CSANDBOX_IN_EFFECT_NAMESPACES;
  const char *staging = confinement != NULL ? confinement->staging_directory : NULL;
  if (staging != NULL) {
    if (enter_private_root(staging, confinement->visible_paths, directory) == 0) {
      in_effect |= CSANDBOX_IN_EFFECT_PRIVATE_ROOT | CSANDBOX_IN_EFFECT_READ_ONLY_MOUNTS;
    } else {
      abandon_private_root(staging);
    }
  }
  if (!(in_effect & CSANDBOX_IN_EFFECT_PRIVATE_ROOT) && make_mounts_read_only(directory) == 0) {
    in_effect |= CSANDBOX_IN_EFFECT_READ_ONLY_MOUNTS;
  }
  // Again, so the working directory is the writable mount bound over it.
  if (directory != NULL && chdir(directory) != 0) {
    fail_in_child(report_fd, CSANDBOX_STEP_WORKING_DIRECTORY);
  }
  report_in_effect(report_fd, in_effect);
  run_monitor(path, argv, envp, directory, limits, child_fd_count, report_fd, lifeline_fd,
              in_effect);
}

#endif

// Closes every descriptor from `first` up, except `keep_a` and `keep_b` (either may be -1).
static void close_all_but(int first, int keep_a, int keep_b) {
  int low = keep_a < keep_b ? keep_a : keep_b;
  int high = keep_a < keep_b ? keep_b : keep_a;
  int next = first;
  if (low >= next) {
    close_descriptors(next, low - 1);
    next = low + 1;
  }
  if (high >= next) {
    close_descriptors(next, high - 1);
    next = high + 1;
  }
  close_descriptors(next, 0x7fffffff);
}

// Runs in the forked child: only async-signal-safe calls from here to execve.
static void configure_and_exec(const char *path, char *const argv[], char *const envp[],
                               const char *directory, const int *child_fds, int child_fd_count,
                               const csandbox_limits *limits, int isolation,
                               const csandbox_confinement *confinement, int report_fd) {
  // Keep the failure pipe and the lifeline out of the range of descriptors the program receives.
  if (report_fd < child_fd_count) {
    int moved = fcntl(report_fd, F_DUPFD_CLOEXEC, child_fd_count);
    if (moved < 0) _exit(127);
    report_fd = moved;
  }
  int lifeline_fd = -1;
  if (confinement != NULL && confinement->lifeline_fd >= 0) {
    lifeline_fd = fcntl(confinement->lifeline_fd, F_DUPFD_CLOEXEC, child_fd_count);
    if (lifeline_fd < 0) fail_in_child(report_fd, CSANDBOX_STEP_FILE_DESCRIPTORS);
  }
  // A session of its own: the same process group id as before (its pid), and no controlling
  // terminal, so it can neither read the terminal, push input into it (TIOCSTI), nor be
  // stopped or interrupted by the keys typed there.
  if (setsid() < 0) fail_in_child(report_fd, CSANDBOX_STEP_PROCESS_GROUP);

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
  // Nothing else leaks into the program (the caller's end of the lifeline included); the report
  // pipe and the lifeline close themselves on exec (O_CLOEXEC).
  close_all_but(child_fd_count, report_fd, lifeline_fd);

  if (directory != NULL && chdir(directory) != 0) {
    fail_in_child(report_fd, CSANDBOX_STEP_WORKING_DIRECTORY);
  }
  // No core dumps from the monitor either, whatever the program's limits say.
  struct rlimit no_core = {0, 0};
  if (setrlimit(RLIMIT_CORE, &no_core) != 0) fail_in_child(report_fd, CSANDBOX_STEP_LIMIT_CORE);
#ifdef __linux__
  if (isolation == CSANDBOX_ISOLATION_NAMESPACES) {
    isolate_and_exec(path, argv, envp, directory, limits, child_fd_count, report_fd, lifeline_fd,
                     confinement);
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
                   const csandbox_limits *limits, int isolation,
                   const csandbox_confinement *confinement, int *in_effect, pid_t *pid_out,
                   csandbox_failure *failure) {
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
                       confinement, report[1]);
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
