import CJemalloc  // linked for its malloc and free (Package.swift says why)

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes lines straight to a file descriptor, unbuffered, so `serve`'s
/// address reaches a pipe before the server starts waiting.
struct FileDescriptorStream: TextOutputStream {
    var descriptor: Int32

    mutating func write(_ string: String) {
        var bytes = Array(string.utf8)
        bytes.withUnsafeMutableBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                #if canImport(Glibc)
                    let written = Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                #else
                    let written = Darwin.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                #endif
                if written <= 0 { return }
                offset += written
            }
        }
    }
}

let environment = CommandEnvironment(
    print: { line in
        var output = FileDescriptorStream(descriptor: 1)
        print(line, to: &output)
    },
    printError: { line in
        var output = FileDescriptorStream(descriptor: 2)
        print(line, to: &output)
    })

exit(await DiaryCommandLine.run(Array(CommandLine.arguments.dropFirst()), environment: environment))
