import DiaryContent
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

/// Gathers the `#anchor` links of one article from the rendering hooks.
final class AnchorCollector: Sendable {
    private let storage = Mutex<[AnchorLink]>([])

    func add(_ link: AnchorLink) {
        storage.withLock { $0.append(link) }
    }

    var values: [AnchorLink] {
        storage.withLock { $0 }
    }
}
