import DiaryTestSupport
import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A build killed at any moment leaves the output folder holding the old site or the new one,
/// byte for byte, never a mix; and the next build removes whatever the killed one left beside it.
@Suite("diary build: killed builds", .serialized, .tags(.builtTool))
struct KilledBuildTests {
    /// A diary of a few hundred small articles in two versions that differ in some articles'
    /// text, one title (so lists and feeds change) and one article that only the second has.
    private struct Diary {
        let folder: TemporaryFolder
        static let articleCount = 120

        init() throws {
            folder = try TemporaryFolder()
            try FileManager.default.createDirectory(
                at: folder.url.appending(path: "content"), withIntermediateDirectories: true)
            try "title: \"Kill test\"\nurl: \"https://example.org/\"\n".write(
                toFile: folder.path("content/site.yaml"), atomically: true, encoding: .utf8)
            for index in 0..<Self.articleCount { try write(article: index, version: 0) }
        }

        /// Rewrites the articles that differ between the versions so the content is `version`.
        func switchTo(version: Int) throws {
            for index in stride(from: 0, to: Self.articleCount, by: 15) { try write(article: index, version: version) }
            let extra = folder.path("content/extra.md")
            if version == 1 {
                try Self.article(title: "Extra", day: 28, body: "Only in the second version.").write(
                    toFile: extra, atomically: true, encoding: .utf8)
            } else {
                try? FileManager.default.removeItem(atPath: extra)
            }
        }

        private func write(article index: Int, version: Int) throws {
            let title = index == 30 && version == 1 ? "Renamed article \(index)" : "Article \(index)"
            let body = (0..<8).map { "Paragraph \($0) of article \(index), version \(version)." }
                .joined(separator: "\n\n")
            try Self.article(title: title, day: 1 + index % 27, body: body).write(
                toFile: folder.path("content/article-\(index).md"), atomically: true, encoding: .utf8)
        }

        private static func article(title: String, day: Int, body: String) -> String {
            let tag = ["swiftui", "xcode", "layout"][day % 3]
            return
                "---\ntitle: \"\(title)\"\ndate: 2024-03-\(String(format: "%02d", day))\ntags: [\(tag)]\n---\n\(body)\n"
        }

        /// The arguments of a build into `output`, with the diary's cache or none.
        func arguments(output: String, cached: Bool) -> [String] {
            ["build", "--content", folder.path("content"), "--output", folder.path(output), "--no-wasm"]
                + DiaryTool.templatesAndPublic
                + (cached ? ["--cache", folder.path("cache")] : ["--no-cache"])
        }

        /// Builds into `output`; the build must succeed.
        func build(into output: String, cached: Bool = true) throws {
            let run = try DiaryTool.run(arguments(output: output, cached: cached))
            try #require(run.status == 0, "\(run)")
        }

        /// The files of `output`, by relative path.
        func files(of output: String) -> [String: Data] {
            FolderContents.files(in: folder.url.appending(path: output))
        }

        /// What lies beside the output folder `site` that a build made (`site.…`).
        var besideTheSite: [String] {
            (try? folder.listing().filter { $0.hasPrefix("site.") }) ?? []
        }
    }

    @Test("50 incremental builds killed at random moments leave the old site or the new one, and no leftover")
    func killedAtRandom() throws {
        let diary = try Diary()
        try diary.switchTo(version: 1)
        try diary.build(into: "expected-1", cached: false)
        try diary.switchTo(version: 0)
        try diary.build(into: "expected-0", cached: false)
        let expected = [diary.files(of: "expected-0"), diary.files(of: "expected-1")]
        try #require(expected[0] != expected[1])
        try diary.build(into: "site")
        // One whole incremental build, to spread the kills over its length.
        try diary.switchTo(version: 1)
        let started = Date()
        try diary.build(into: "site")
        let duration = Date().timeIntervalSince(started)
        try #require(diary.files(of: "site") == expected[1])

        var random = SplitMix64(seed: 27)  // the same delays on every run
        var current = 1
        let executable = try DiaryTool.executable()
        for round in 0..<50 {
            let target = 1 - current
            try diary.switchTo(version: target)
            let build = Process()
            build.executableURL = executable
            build.arguments = diary.arguments(output: "site", cached: true)
            build.standardOutput = FileHandle.nullDevice
            build.standardError = FileHandle.nullDevice
            try build.run()
            let delay = duration * 1.2 * Double(random.next() % 1000) / 1000
            Thread.sleep(forTimeInterval: delay)
            kill(build.processIdentifier, SIGKILL)
            build.waitUntilExit()
            let site = diary.files(of: "site")
            let holds = expected.firstIndex(of: site)
            #expect(
                holds == current || holds == target,
                "round \(round), killed after \(delay) s: the site is neither the old one nor the new one")
            current = holds ?? target
            if round % 10 == 9 {
                try diary.build(into: "site")
                #expect(diary.files(of: "site") == expected[target], "round \(round): the next build")
                #expect(diary.besideTheSite.isEmpty, "round \(round): left beside the site: \(diary.besideTheSite)")
                current = target
            }
        }
    }

    @Test("Two incremental builds into one folder at once: each puts a whole site in place or says to build again")
    func concurrentBuilds() throws {
        let diary = try Diary()
        try diary.switchTo(version: 1)
        try diary.build(into: "expected-1", cached: false)
        try diary.switchTo(version: 0)
        try diary.build(into: "site")
        try diary.switchTo(version: 1)
        let arguments = diary.arguments(output: "site", cached: true)
        let runs = try [0, 1].map { _ in
            let build = Process()
            build.executableURL = try DiaryTool.executable()
            build.arguments = arguments
            build.standardOutput = FileHandle.nullDevice
            let errors = Pipe()
            build.standardError = errors
            try build.run()
            return (build, errors)
        }
        for (build, errors) in runs {
            let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            build.waitUntilExit()
            #expect(
                build.terminationStatus == 0 || stderr.contains("another build replaced the site while this one ran"),
                "\(stderr)")
        }
        #expect(diary.files(of: "site") == diary.files(of: "expected-1"))
        #expect(diary.besideTheSite.isEmpty, "left beside the site: \(diary.besideTheSite)")
        try diary.build(into: "site")
        #expect(diary.files(of: "site") == diary.files(of: "expected-1"))
    }
}
