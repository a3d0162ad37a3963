// swift-tools-version:6.0
import Foundation
import PackageDescription

// Google's Objective-C adapters, compiled unchanged and run through the harness. Their sources
// are Google's and are not in this repository: `run.sh` links a clone's folders under
// `Adapters/` (ignored by git), and each adapter target is declared only when its folder is there.
let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent().path
func linked(_ name: String) -> Bool { FileManager.default.fileExists(atPath: "\(here)/Adapters/\(name)") }

let harness = "adapter-conformance"
var targets: [Target] = []
var adapters: [Target.Dependency] = []
if linked("CustomEvent") {
    // Google's sample custom event (example/CustomEvent) on the Sample Ad SDK's Objective-C face.
    targets.append(
        .target(
            name: "CustomEvent",
            dependencies: [
                .product(name: "ObjCAdapterHost", package: harness),
                .product(name: "SampleAdSDKObjC", package: harness),
            ],
            path: "Adapters/CustomEvent", cSettings: objcARCSettings))
    // Its fixture, for the CLI and the tests.
    targets.append(
        .target(
            name: "CustomEventFixture",
            dependencies: [
                "CustomEvent", .product(name: "AdapterConformance", package: harness),
                .product(name: "SampleAdSDKFixture", package: harness),
                .product(name: "ObjCAdapterHost", package: harness),
                .product(name: "SampleAdSDKObjC", package: harness),
            ]))
    targets.append(
        .testTarget(
            name: "CustomEventTests",
            dependencies: ["CustomEventFixture", .product(name: "AdapterConformanceTesting", package: harness)]))
    adapters.append("CustomEventFixture")
}
// A stub of maio's SDK (a Swift SDK seen through `Maio-Swift.h`) on the scripted network: ours,
// so it builds without the clone.
targets.append(
    .target(
        name: "MaioStub",
        dependencies: [
            .product(name: "ObjCAdapterHost", package: harness),
            .product(name: "ScriptedNetworkObjC", package: harness),
        ],
        cSettings: objcARCSettings))
if linked("MaioAdapter") {
    // Google's maio adapter (adapters/Maio/MaioAdapter) on the stub.
    targets.append(
        .target(
            name: "MaioAdapter", dependencies: ["MaioStub", .product(name: "ObjCAdapterHost", package: harness)],
            path: "Adapters/MaioAdapter", cSettings: objcARCSettings))
    targets.append(
        .target(
            name: "MaioFixture",
            dependencies: [
                "MaioAdapter", .product(name: "AdapterConformance", package: harness),
                .product(name: "ObjCAdapterHost", package: harness),
                .product(name: "ScriptedNetworkObjC", package: harness),
            ]))
    targets.append(
        .testTarget(
            name: "MaioTests",
            dependencies: ["MaioFixture", .product(name: "AdapterConformanceTesting", package: harness)]))
    adapters.append("MaioFixture")
}
if let checkout = ProcessInfo.processInfo.environment["GOOGLE_MEDIATION_REPO"],
    FileManager.default.fileExists(atPath: "\(checkout)/example/CustomEventSwift")
{
    // Google's Swift sample, the Objective-C sample's twin, through the StripObjC plugin.
    targets.append(
        .target(
            name: "CustomEventSwift",
            dependencies: [
                .product(name: "GoogleMobileAds", package: harness), .product(name: "SampleAdSDK", package: harness),
                .product(name: "AdapterConformance", package: harness),
                .product(name: "SampleAdSDKFixture", package: harness),
            ],
            path: "Adapters/CustomEventSwift", swiftSettings: [.swiftLanguageMode(.v5)],
            plugins: [.plugin(name: "StripObjC", package: harness)]))
    adapters.append("CustomEventSwift")
}
// IronSource
// A stub of IronSource's SDK on the scripted network: ours, so it builds without the clone.
targets.append(
    .target(
        name: "IronSourceStub",
        dependencies: [
            .product(name: "ObjCAdapterHost", package: harness),
            .product(name: "ScriptedNetworkObjC", package: harness),
        ],
        cSettings: objcARCSettings))
if linked("IronSourceAdapter") {
    // Google's IronSource adapter (adapters/IronSource/IronSourceAdapter) on the stub. It keeps
    // the SDK's NSInteger `ageRestrictedTreatment` in a `GADAgeRestrictedTreatment *`: an error
    // for clang since version 15 (Xcode's too), kept a warning so the file compiles unchanged.
    targets.append(
        .target(
            name: "IronSourceAdapter",
            dependencies: ["IronSourceStub", .product(name: "ObjCAdapterHost", package: harness)],
            path: "Adapters/IronSourceAdapter",
            cSettings: objcARCSettings + [
                .unsafeFlags(["-Wno-error=int-conversion"], .when(platforms: [.linux]))
            ]))
    targets.append(
        .target(
            name: "IronSourceFixture",
            dependencies: [
                "IronSourceAdapter", "IronSourceStub", .product(name: "AdapterConformance", package: harness),
                .product(name: "ObjCAdapterHost", package: harness),
                .product(name: "ScriptedNetworkObjC", package: harness),
            ]))
    targets.append(
        .testTarget(
            name: "IronSourceTests",
            dependencies: ["IronSourceFixture", .product(name: "AdapterConformanceTesting", package: harness)]))
    adapters.append("IronSourceFixture")
}
targets.append(
    .executableTarget(
        name: "objc-partner-conformance",
        dependencies: adapters + [
            .product(name: "ConformanceCLI", package: harness), .product(name: "AdapterConformance", package: harness),
        ]))

let package = Package(
    name: "partner-objc-examples",
    dependencies: [.package(name: harness, path: "../..")],
    targets: targets
)

// The compiler settings of an ARC Objective-C adapter target, as the harness's own Package.swift
// declares them (docs/ADOPTING.md, "Objective-C adapters"): SwiftPM passes no compiler flag from a
// dependency to its dependents, so an adapter's package states them itself.

/// The flags every ARC Objective-C target (adapter code, Objective-C stand-ins) compiles with, on
/// top of its dependency on `ObjCRuntime`: clang accepts ARC on Linux for the GNUstep-1.9 ABI,
/// whose modules ObjCRuntime loads into GCC's libobjc; messages go through lookup functions
/// (legacy dispatch); libdispatch objects are Objective-C objects to ARC (`OS_OBJECT_USE_OBJC`), as
/// on Apple platforms. ObjCRuntime's `include/objc/` headers, searched first, mend GCC's for clang.
var objcARCSettings: [CSetting] {
    [
        .unsafeFlags(
            [
                "-fobjc-runtime=gnustep-1.9", "-fobjc-legacy-dispatch", "-fobjc-arc", "-fblocks", "-fobjc-exceptions",
                "-fexceptions", "-DOS_OBJECT_HAVE_OBJC_SUPPORT=1", "-DOS_OBJECT_USE_OBJC=1",
            ] + objcHeaderFlags, .when(platforms: [.linux]))
    ]
}

/// Headers and definitions both kinds of Objective-C target need: GNUstep Base's (Debian's
/// libgnustep-base-dev), GCC's `objc/` and the toolchain's libdispatch headers (searched after
/// clang's own, `-idirafter`). GCC's include folder also holds a stdatomic.h, which clang's own
/// stdatomic.h defers to wherever that folder is on the `<...>` search path (even after it), and
/// which clang cannot compile: so that folder is only on the `"..."` path (`-iquote`), and
/// ObjCRuntime's `include/objc/` headers reach GCC's through it.
var objcHeaderFlags: [String] {
    var flags = [
        "-fconstant-string-class=NSConstantString", "-DGNUSTEP", "-DGNUSTEP_BASE_LIBRARY=1", "-DGNU_RUNTIME=1",
        "-isystem", "/usr/include/GNUstep",
    ]
    if let gcc = gccObjCIncludeFolder { flags += ["-iquote", gcc] }
    if let swift = swiftLibraryFolder { flags += ["-idirafter", swift] }
    return flags
}

/// The toolchain building this package, as its `usr/lib/swift` folder: found from the
/// PackageDescription library this manifest runs with, else from the `swift` on `PATH`. (Computed
/// where used: a stored global below `package` would not be initialised yet when `package` is.)
var swiftLibraryFolder: String? {
    let fileManager = FileManager.default
    func isToolchainLibrary(_ folder: URL) -> Bool {
        fileManager.fileExists(atPath: folder.appendingPathComponent("linux/libBlocksRuntime.so").path)
    }
    // <usr>/lib/swift/pm/ManifestAPI/libPackageDescription.so, among the files mapped into this process.
    let mappings = (try? String(contentsOfFile: "/proc/self/maps", encoding: .utf8)) ?? ""
    for line in mappings.split(separator: "\n") where line.hasSuffix("/libPackageDescription.so") {
        guard let start = line.firstIndex(of: "/") else { continue }
        let folder = URL(fileURLWithPath: String(line[start...]))
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        if isToolchainLibrary(folder) { return folder.path }
    }
    for directory in (Context.environment["PATH"] ?? "").split(separator: ":") {
        let swift = URL(fileURLWithPath: String(directory)).appendingPathComponent("swift")
        guard fileManager.isExecutableFile(atPath: swift.path) else { continue }
        let folder = swift.resolvingSymlinksInPath().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("lib/swift")
        if isToolchainLibrary(folder) { return folder.path }
    }
    return nil
}

/// GCC's include folder holding the `objc/` headers of the libobjc that is linked: that of the
/// newest GCC for this machine's architecture, the installation clang's driver picks too.
var gccObjCIncludeFolder: String? {
    #if arch(x86_64)
    let architecture = "x86_64"
    #elseif arch(arm64)
    let architecture = "aarch64"
    #else
    let architecture = ""
    #endif
    let fileManager = FileManager.default
    var best: (version: [Int], folder: String)?
    for triple in (try? fileManager.contentsOfDirectory(atPath: "/usr/lib/gcc")) ?? []
    where triple.hasPrefix(architecture) {
        for version in (try? fileManager.contentsOfDirectory(atPath: "/usr/lib/gcc/\(triple)")) ?? [] {
            let folder = "/usr/lib/gcc/\(triple)/\(version)/include"
            let number = version.split(separator: ".").map { Int($0) ?? 0 }
            guard fileManager.fileExists(atPath: folder + "/objc/runtime.h") else { continue }
            if best.map({ $0.version.lexicographicallyPrecedes(number) }) ?? true { best = (number, folder) }
        }
    }
    return best?.folder
}
