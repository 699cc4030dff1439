import DiaryTestSupport
import Foundation
import Testing

/// The GitHub workflows run the Makefile's targets (the commands the README
/// documents) in the container of the Swift that `Package.swift` asks for, and
/// the README names that same Swift.
@Suite struct WorkflowConsistencyTests {
    @Test func everyMakeTargetTheWorkflowsRunIsInTheMakefile() throws {
        let defined = MakefileTargets.names(in: try RepositoryFile.read("Makefile"))
        let workflows = try RepositoryFile.workflows()
        #expect(!workflows.isEmpty, "no workflow in .github/workflows")
        for (name, text) in workflows {
            for target in WorkflowScripts.makeTargets(in: text) {
                #expect(defined.contains(target), "\(name) runs `make \(target)`, which the Makefile does not define")
            }
        }
    }

    @Test func thePagesWorkflowTestsAndBuildsWithTheMakefile() throws {
        let called = WorkflowScripts.makeTargets(in: try RepositoryFile.read(".github/workflows/pages.yml"))
        #expect(called.contains("test"), "pages.yml should run the README's `make test`")
        #expect(called.contains("site"), "pages.yml should build the site with `make site`")
    }

    @Test func everyMakeCommandTheReadmeShowsIsInTheMakefile() throws {
        let defined = MakefileTargets.names(in: try RepositoryFile.read("Makefile"))
        let readmeCode = WorkflowScripts.code(inMarkdown: try RepositoryFile.read("README.md"))
        let documented = WorkflowScripts.makeTargets(inScript: readmeCode)
        #expect(documented.contains("test"))
        for target in documented {
            #expect(defined.contains(target), "README.md shows `make \(target)`, which the Makefile does not define")
        }
    }

    @Test func everySwiftContainerIsTheToolsVersion() throws {
        let tools = try #require(SwiftVersion.toolsVersion(in: try RepositoryFile.read("Package.swift")))
        var images: [SwiftVersion] = []
        for (name, text) in try RepositoryFile.workflows() {
            for image in SwiftVersion.containerImages(in: text) {
                images.append(image)
                #expect(image == tools, "\(name) builds in swift:\(image), Package.swift needs Swift \(tools)")
            }
        }
        #expect(!images.isEmpty, "no workflow builds in an official swift container")
    }

    @Test func theReadmeNamesTheToolsVersion() throws {
        let tools = try #require(SwiftVersion.toolsVersion(in: try RepositoryFile.read("Package.swift")))
        let mentioned = SwiftVersion.mentions(in: try RepositoryFile.read("README.md"))
        #expect(!mentioned.isEmpty, "README.md names no Swift version")
        for version in mentioned {
            #expect(version == tools, "README.md says Swift \(version), Package.swift needs Swift \(tools)")
        }
    }

    // MARK: The readers themselves

    @Test func makeTargetsComeFromCommandsInRunBlocksOnly() {
        let workflow = """
            # make sure nothing here counts
            jobs:
              build:
                steps:
                  - run: apt-get update && apt-get install -y make
                  - name: Two
                    run: |
                      make deps   # then the tests
                      if true; then make test BASE_URL=x; fi
                    env:
                      NOTE: make believe
                  - run: make site BASE_URL="${URL%/}/" 2>&1 | tee log && make -s lint
            """
        #expect(WorkflowScripts.makeTargets(in: workflow) == ["deps", "test", "site", "lint"])
    }

    @Test func readmeCommandsComeFromCodeOnly() {
        let readme = """
            To publish, make a branch; make sure it builds with `make site BASE_URL=https://a.b/`.

            ```sh
            make preview   # serves the diary
            ```
            """
        #expect(WorkflowScripts.makeTargets(inScript: WorkflowScripts.code(inMarkdown: readme)) == ["site", "preview"])
    }

    @Test func makefileRulesAreTargetsAndAssignmentsAreNot() {
        let makefile = """
            PORT ?= 8000
            SUDO := $(shell id -u)
            .PHONY: test site
            deps:
            \t@echo deps
            test site: deps
            \tswift test
            """
        #expect(MakefileTargets.names(in: makefile) == ["deps", "test", "site"])
    }

    @Test(arguments: [
        ("container: swift:6.3-bookworm", SwiftVersion(major: 6, minor: 3)),
        ("    image: \"swift:6.10.1-noble@sha256:abc\"", SwiftVersion(major: 6, minor: 10)),
        ("container: docker.io/library/swift:5.9", SwiftVersion(major: 5, minor: 9)),
    ])
    func containerImageTagsGiveTheSwiftVersion(line: String, expected: SwiftVersion) {
        #expect(SwiftVersion.containerImages(in: line) == [expected])
    }

    @Test func toolsVersionIsReadFromTheManifestsFirstLine() {
        let manifest = "// swift-tools-version: 6.3\nimport PackageDescription"
        #expect(SwiftVersion.toolsVersion(in: manifest) == SwiftVersion(major: 6, minor: 3))
        #expect(SwiftVersion.toolsVersion(in: "//swift-tools-version:5.10.1") == SwiftVersion(major: 5, minor: 10))
        #expect(SwiftVersion.toolsVersion(in: "import PackageDescription") == nil)
    }
}

/// A file of this repository, found from this test's own path.
private enum RepositoryFile {
    static func read(_ path: String) throws -> String {
        try String(contentsOf: TestPaths.repository.appending(path: path), encoding: .utf8)
    }

    /// Every `.yml`/`.yaml` file in `.github/workflows`, by name, sorted.
    static func workflows() throws -> [(name: String, text: String)] {
        let folder = TestPaths.repository.appending(path: ".github/workflows")
        return try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".yml") || $0.hasSuffix(".yaml") }
            .sorted()
            .map { ($0, try String(contentsOf: folder.appending(path: $0), encoding: .utf8)) }
    }
}

/// The shell scripts of a workflow's `run:` steps and the `make` targets they call.
private enum WorkflowScripts {
    /// The `make` targets that the workflow's `run:` scripts call, in order.
    static func makeTargets(in workflow: String) -> [String] {
        runScripts(in: workflow).flatMap { makeTargets(inScript: $0) }
    }

    /// The value of every `run:` key: an inline command or a `|`/`>` block.
    static func runScripts(in workflow: String) -> [String] {
        let lines = workflow.split(separator: "\n", omittingEmptySubsequences: false)
        var scripts: [String] = []
        var index = 0
        while index < lines.count {
            let line = lines[index]
            index += 1
            guard let match = line.firstMatch(of: /^(\s*(?:-\s+)?)run:\s*(.*)$/) else { continue }
            let keyColumn = match.1.count
            guard match.2.hasPrefix("|") || match.2.hasPrefix(">") else {
                scripts.append(String(match.2))
                continue
            }
            var body: [Substring] = []
            while index < lines.count {
                let next = lines[index]
                let isBlank = next.allSatisfy(\.isWhitespace)
                if !isBlank && next.prefix(while: { $0 == " " }).count <= keyColumn { break }
                body.append(next)
                index += 1
            }
            scripts.append(body.joined(separator: "\n"))
        }
        return scripts
    }

    /// What a Markdown text shows as code: its inline code spans and the lines
    /// of its fenced blocks, one a line.
    static func code(inMarkdown markdown: String) -> String {
        var code: [Substring] = []
        var insideFence = false
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") {
                insideFence.toggle()
            } else if insideFence {
                code.append(line)
            } else {
                code += line.matches(of: /`([^`]+)`/).map(\.1)
            }
        }
        return code.joined(separator: "\n")
    }

    /// The targets of every command that starts with `make`, skipping its
    /// options and `NAME=value` variables; `#` comments are ignored.
    static func makeTargets(inScript script: String) -> [String] {
        var targets: [String] = []
        for line in script.split(separator: "\n") {
            let code = line.split(separator: /(^|\s)#/, maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            for command in code.split(separator: /&&|\|\||[;|`]/) {
                var words = command.split(whereSeparator: \.isWhitespace).drop { ["then", "do", "else"].contains($0) }
                guard words.first == "make" else { continue }
                words = words.dropFirst().drop { $0.hasPrefix("-") || $0.contains("=") }
                for word in words where !word.hasPrefix("-") && !word.contains("=") {
                    guard word.wholeMatch(of: /[A-Za-z0-9_.][A-Za-z0-9_.-]*/) != nil else { break }
                    targets.append(String(word))
                }
            }
        }
        return targets
    }
}

/// The names of the Makefile's rules (`target: prerequisites`), without the
/// special `.PHONY`-style targets and variable assignments.
private enum MakefileTargets {
    static func names(in makefile: String) -> [String] {
        makefile.split(separator: "\n").flatMap { line -> [String] in
            guard let match = line.firstMatch(of: /^([^\s#:=][^#:=]*?)\s*::?(?!=)/) else { return [] }
            return match.1.split(whereSeparator: \.isWhitespace).map(String.init).filter { !$0.hasPrefix(".") }
        }
    }
}

/// A Swift release as major.minor, the precision at which tools versions,
/// image tags and the README have to agree.
struct SwiftVersion: Equatable, Sendable, CustomStringConvertible {
    var major: Int
    var minor: Int

    var description: String { "\(major).\(minor)" }

    init(major: Int, minor: Int) {
        self.major = major
        self.minor = minor
    }

    /// The version from the digits a pattern matched; nil if they overflow `Int`.
    init?(major: Substring, minor: Substring) {
        guard let major = Int(major), let minor = Int(minor) else { return nil }
        self.init(major: major, minor: minor)
    }

    /// The `// swift-tools-version:` of a manifest, which must be its first line.
    static func toolsVersion(in manifest: String) -> SwiftVersion? {
        let firstLine = manifest.prefix { $0 != "\n" }
        guard let match = firstLine.firstMatch(of: /^\/\/\s*swift-tools-version:\s*(\d+)\.(\d+)/) else { return nil }
        return SwiftVersion(major: match.1, minor: match.2)
    }

    /// The versions of the official `swift:` images a workflow runs in.
    static func containerImages(in workflow: String) -> [SwiftVersion] {
        let image = /(?:container|image):\s*["']?(?:docker\.io\/)?(?:library\/)?swift:(\d+)\.(\d+)/
        return workflow.matches(of: image).compactMap { SwiftVersion(major: $0.1, minor: $0.2) }
    }

    /// Every "Swift X.Y" in a text.
    static func mentions(in text: String) -> [SwiftVersion] {
        text.matches(of: /Swift (\d+)\.(\d+)/).compactMap { SwiftVersion(major: $0.1, minor: $0.2) }
    }
}
