import DiaryKit
import SamplePreviews

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

let environment = CommandEnvironment(
    previews: SamplePreviews.catalog,
    print: { print($0) },
    printError: { line in
        var standardError = StandardError()
        print(line, to: &standardError)
    })

exit(await DiaryCommandLine.run(Array(CommandLine.arguments.dropFirst()), environment: environment))

/// Lets `print` write diagnostics to standard error.
struct StandardError: TextOutputStream {
    mutating func write(_ string: String) {
        var bytes = Array(string.utf8)
        bytes.withUnsafeMutableBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Glibc.write(2, buffer.baseAddress! + offset, buffer.count - offset)
                if written <= 0 { return }
                offset += written
            }
        }
    }
}
