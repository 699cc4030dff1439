import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// How ``ToolRunner`` starts one program: the command line with util-linux's `setpriv` and
/// `prlimit` in front, and `posix_spawn` into a new process group.
///
/// `posix_spawn` cannot set a parent-death signal or resource limits in the child, and a `fork`
/// of a multi-threaded Swift process may run nothing but async-signal-safe calls before `exec`, so
/// the two small programs do it: each sets its part on itself and `exec`s the next, and both
/// survive `exec`.
struct ChildCommand {
    /// Where util-linux's programs are looked for.
    static let setpriv = "/usr/bin/setpriv"
    static let prlimit = "/usr/bin/prlimit"
    static let nice = "/usr/bin/nice"

    var executable: String
    var arguments: [String]
    var limits: ToolLimits

    /// The full command line: wrappers that exist, then the program.
    var commandLine: [String] {
        let fileManager = FileManager.default
        var line: [String] = []
        if fileManager.isExecutableFile(atPath: Self.setpriv) {
            line += [Self.setpriv, "--pdeathsig", "KILL", "--"]
        }
        let resources =
            (limits.memoryBytes.map { ["--as=\($0)"] } ?? []) + (limits.fileBytes.map { ["--fsize=\($0)"] } ?? [])
        if !resources.isEmpty, fileManager.isExecutableFile(atPath: Self.prlimit) {
            line += [Self.prlimit] + resources + ["--"]
        }
        if let niceness = limits.niceness, fileManager.isExecutableFile(atPath: Self.nice) {
            line += [Self.nice, "-n", String(niceness)]
        }
        return line + [executable] + arguments
    }

    /// Starts the program with standard input from `/dev/null` and its output into two files.
    /// - Returns: Its process id, which is also its process group's.
    func spawn(standardOutput: String, standardError: String, directory: String?) throws(ToolLaunchError) -> pid_t {
        guard FileManager.default.isExecutableFile(atPath: executable) else {
            throw ToolLaunchError(message: "cannot run \(executable): no such program")
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        let create = O_WRONLY | O_CREAT | O_TRUNC
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, standardOutput, create, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, standardError, create, 0o600)
        if let directory {
            guard let addChdir = Self.addChdir else {
                throw ToolLaunchError(message: "cannot run \(executable) in \(directory): the C library cannot")
            }
            _ = directory.withCString { addChdir(&actions, $0) }
        }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawnattr_setflags(
            &attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
        posix_spawnattr_setpgroup(&attributes, 0)
        // `diary serve` ignores SIGTERM and SIGINT to handle them itself; the child must not.
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGTERM, SIGINT, SIGHUP, SIGQUIT, SIGPIPE, SIGXFSZ] { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        var noneBlocked = sigset_t()
        sigemptyset(&noneBlocked)
        posix_spawnattr_setsigmask(&attributes, &noneBlocked)

        let line = commandLine
        var argv: [UnsafeMutablePointer<CChar>?] = line.map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid: pid_t = 0
        let status = posix_spawn(&pid, line[0], &actions, &attributes, &argv, environ)
        guard status == 0 else {
            throw ToolLaunchError(message: "cannot run \(executable): \(String(cString: strerror(status)))")
        }
        return pid
    }

    /// glibc's `posix_spawn_file_actions_addchdir_np` (2.29 and later), which Swift's Glibc module
    /// does not declare.
    private typealias AddChdir =
        @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, UnsafePointer<CChar>) -> Int32

    private static let addChdir: AddChdir? = {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "posix_spawn_file_actions_addchdir_np")
        else { return nil }
        return unsafeBitCast(symbol, to: AddChdir.self)
    }()
}
