import Foundation

/// Facts about the machine the build runs on.
enum SystemInfo {
    static var activeProcessorCount: Int { ProcessInfo.processInfo.activeProcessorCount }
}
