import Synchronization

/// Gathers diagnostics from rendering hooks, which cannot throw.
final class DiagnosticCollector: Sendable {
    private let storage = Mutex<[Diagnostic]>([])

    func add(_ diagnostic: Diagnostic) {
        storage.withLock { $0.append(diagnostic) }
    }

    var diagnostics: [Diagnostic] {
        storage.withLock { $0 }
    }
}
