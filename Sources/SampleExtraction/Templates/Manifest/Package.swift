// swift-tools-version: 6.3
import PackageDescription

/// The article's module.
let module = "Sample"
/// `module` and the sample modules it builds on, each after the modules it imports, with those.
let sampleModules: [(name: String, imports: [String])] = [(name: "Sample", imports: [])]
/// Whether the tests use the helpers in `Tests/SampleTestSupport`.
let usesTestSupport = false

// A small SwiftUI-shaped layout library that draws previews as SVG, so the sample builds on Linux too.
var targets: [Target] = [.target(name: "DiaryUI")]
for sample in sampleModules {
    // Without Foundation nothing links libm, which `Double.rounded()` and friends need.
    targets.append(
        .target(
            name: sample.name, dependencies: [.target(name: "DiaryUI")] + sample.imports.map { .target(name: $0) },
            linkerSettings: [.linkedLibrary("m")]))
}
targets.append(.executableTarget(name: "\(module)-demo", dependencies: [.target(name: module)]))
if usesTestSupport {
    targets.append(.target(name: "SampleTestSupport", path: "Tests/SampleTestSupport"))
}
let testDependencies = ["DiaryUI"] + sampleModules.map(\.name) + (usesTestSupport ? ["SampleTestSupport"] : [])
targets.append(.testTarget(name: "\(module)Tests", dependencies: testDependencies.map { .target(name: $0) }))

let package = Package(
    name: module,
    products: [
        .library(name: module, targets: [module]),
        .executable(name: "\(module)-demo", targets: ["\(module)-demo"]),
    ],
    targets: targets,
    swiftLanguageModes: [.v6]
)
