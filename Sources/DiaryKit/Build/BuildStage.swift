/// One stage of a build as a value: it takes a named input and gives a named output with the
/// warnings it raised (``Staged``), and holds only what it needs of the build's options.
/// ``SiteBuilder/run()`` runs the stages in order, each taking what the ones before gave.
protocol BuildStage: Sendable {
    associatedtype Input
    associatedtype Output: Sendable

    /// The stage's name, as ARCHITECTURE.md and the build's comments call it.
    static var name: String { get }

    /// Runs the stage.
    /// - Throws: Every error the stage found, with the warnings it found before them.
    func run(_ input: Input) async throws(DiaryError) -> Staged<Output>
}
