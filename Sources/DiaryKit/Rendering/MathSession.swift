import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The one `node` process that typesets a build's formulas (``MathTypesetterScript``): started
/// by the first article that has math, asked by each such article in turn (one line of
/// formulas, one line of answers), and ended when `diary` exits and its input closes.
///
/// Starting `node` and loading KaTeX cost far more than typesetting an article's formulas, so
/// a build pays them once instead of once per article. When `node` cannot run KaTeX, the
/// session remembers why and every later article gets that answer at once.
final class MathSession: Sendable {
    /// A running `node`, with the ends of its pipes this process keeps.
    private struct Running {
        var process: Process
        var input: FileHandle
        var output: FileHandle
        var errors: FileHandle
        /// Bytes read past the last answer's line break.
        var pending: [UInt8] = []
    }

    private enum State {
        case idle
        case running(Running)
        case broken(MathSetupProblem)
    }

    let node: String
    let katex: String
    let mhchem: String?
    /// How long one article's formulas may take.
    let seconds: Double
    private let state = Mutex<State>(.idle)

    init(node: String, katex: String, mhchem: String?, seconds: Double) {
        self.node = node
        self.katex = katex
        self.mhchem = mhchem
        self.seconds = seconds
    }

    /// Sends one line (a JSON array of formulas, without its line break) and returns the answer's
    /// line; requests from several articles wait for one another.
    func ask(_ request: [UInt8]) -> Result<[UInt8], MathSetupProblem> {
        state.withLock { state in
            if case .idle = state { state = start() }
            guard case .running(var running) = state else {
                if case .broken(let problem) = state { return .failure(problem) }
                return .failure(MathSetupProblem("node could not run KaTeX"))
            }
            switch exchange(request, with: &running) {
            case .success(let answer):
                state = .running(running)
                return .success(answer)
            case .failure(let problem):
                state = .broken(problem)
                return .failure(problem)
            }
        }
    }

    private func start() -> State {
        let process = Process()
        let input = Pipe()
        let output = Pipe()
        let errors = Pipe()
        process.executableURL = URL(fileURLWithPath: node)
        process.arguments = ["-e", MathTypesetterScript.source, katex, mhchem ?? ""]
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        do {
            try process.run()
        } catch {
            return .broken(MathSetupProblem("node could not run KaTeX: \(error.localizedDescription)"))
        }
        return .running(
            Running(
                process: process, input: input.fileHandleForWriting, output: output.fileHandleForReading,
                errors: errors.fileHandleForReading))
    }

    /// Writes the request and reads one line back, within ``seconds``.
    private func exchange(_ request: [UInt8], with running: inout Running) -> Result<[UInt8], MathSetupProblem> {
        // Writing to a `node` that has exited would end `diary` with SIGPIPE.
        guard running.process.isRunning else { return .failure(failure(of: running)) }
        do {
            try running.input.write(contentsOf: request + [UInt8(ascii: "\n")])
        } catch {
            return .failure(failure(of: running))
        }
        let deadline = Date(timeIntervalSinceNow: seconds)
        let descriptor = running.output.fileDescriptor
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            if let end = running.pending.firstIndex(of: UInt8(ascii: "\n")) {
                let line = Array(running.pending[..<end])
                running.pending.removeSubrange(...end)
                return .success(line)
            }
            let left = deadline.timeIntervalSinceNow
            var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let ready = left > 0 ? poll(&poller, 1, Int32(min(left * 1000, 1000)) + 1) : 0
            if ready < 0, errno == EINTR { continue }
            if ready == 0 {
                guard deadline.timeIntervalSinceNow <= 0 else { continue }
                running.process.terminate()
                running.process.waitUntilExit()
                return .failure(MathSetupProblem("KaTeX took longer than \(Int(seconds)) seconds"))
            }
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return .failure(failure(of: running)) }
            running.pending += buffer[..<count]
        }
    }

    /// Why `node` stopped answering: the first line it wrote to its error output.
    private func failure(of running: Running) -> MathSetupProblem {
        try? running.input.close()
        running.process.waitUntilExit()
        let message = String(decoding: running.errors.readDataToEndOfFile(), as: UTF8.self)
        let firstLine =
            message.split(separator: "\n").first { !$0.isEmpty }.map(String.init)
            ?? "exit status \(running.process.terminationStatus)"
        return MathSetupProblem("KaTeX failed: \(firstLine)")
    }
}
