// swift-tools-version:6.0
import Foundation
import PackageDescription

/// Targets are grouped by the part of the harness they belong to; `Sources/` has one folder
/// per module. Our own modules build in the Swift 6 language mode.
let package = Package(
    name: "adapter-conformance",
    products: [
        // API stand-ins adapters compile against on Linux.
        .library(name: "GoogleMobileAds", targets: ["GoogleMobileAds", "UIKit", "_Testing_UIKit", "OSLog"]),
        .library(name: "SampleAdSDK", targets: ["SampleAdSDK"]),
        // The reference adapter.
        .library(name: "SampleCustomEvent", targets: ["SampleCustomEvent"]),
        // The harness. Only what adapter repositories use is a product; the other targets
        // (BrokenAdapters, ScriptedNetworkTesting, JUnitReport, ConformanceReporting, the
        // benchmark) serve this package's own tests and executables.
        .library(name: "ScriptedNetwork", targets: ["ScriptedNetwork"]),
        .library(name: "AdapterConformance", targets: ["AdapterConformance"]),
        // The ready-made fixture for adapters built on the Sample Ad SDK stand-in.
        .library(name: "SampleAdSDKFixture", targets: ["SampleAdSDKFixture"]),
        .library(name: "AdapterConformanceTesting", targets: ["AdapterConformanceTesting"]),
        .library(name: "ConformanceCLI", targets: ["ConformanceCLI"]),
        .executable(name: "conformance", targets: ["conformance"]),
        // Objective-C adapters: the faces they compile against, and the host that drives them.
        .library(
            name: "ObjCAdapterHost",
            targets: ["ObjCAdapterHost", "GoogleMobileAdsObjC", "UIKitObjC", "ObjCFaces", "ObjCRuntime"]),
        .library(name: "SampleAdSDKObjC", targets: ["SampleAdSDKObjCHost", "SampleAdSDKObjC"]),
        // The scripted network for stub SDKs written in Objective-C.
        .library(name: "ScriptedNetworkObjC", targets: ["ScriptedNetworkObjCHost", "ScriptedNetworkObjC"]),
        // Compiles an adapter's own sources on Linux without their `@objc` attributes.
        .plugin(name: "StripObjC", targets: ["StripObjC"]),
    ],
    targets: [
        // MARK: Locks
        // `Mutex` as ThreadSanitizer sees it (the standard library's futex lock it does not), for
        // every module that locks; ThreadSanitizer's annotations come from a C header.
        .target(name: "CThreadSanitizer"),
        .target(name: "HarnessSync", dependencies: ["CThreadSanitizer"]),

        // MARK: API stand-ins
        // Found by Swift Testing's UIKit cross-import; see the file inside.
        .target(name: "_Testing_UIKit"),
        .target(name: "UIKit", dependencies: ["HarnessSync", "_Testing_UIKit"]),
        .target(name: "GoogleMobileAds", dependencies: ["HarnessSync", "UIKit"]),
        // Apple's unified logging, which some adapter files import.
        .target(name: "OSLog"),

        // MARK: Scriptable network
        .target(name: "ScriptedNetwork", dependencies: ["HarnessSync"]),
        .target(name: "SampleAdSDK", dependencies: ["HarnessSync", "UIKit", "ScriptedNetwork"]),
        // A standalone host for unit-testing network stand-ins and adapters without the engine.
        .target(name: "ScriptedNetworkTesting", dependencies: ["ScriptedNetwork", "UIKit"]),

        // MARK: Adapters shipped with the harness
        .target(name: "SampleCustomEvent", dependencies: ["GoogleMobileAds", "SampleAdSDK"]),
        .target(
            name: "BrokenAdapters",
            dependencies: [
                "HarnessSync", "ConformanceVocabulary", "GoogleMobileAds", "SampleAdSDK", "SampleCustomEvent",
            ]),
        // Adapters that attack the harness itself (its streams, descriptors, process, main thread)
        // rather than break a rule.
        .target(
            name: "HostileAdapters",
            dependencies: [
                "AdapterConformance", "ConformanceVocabulary", "BrokenAdapters", "ConformanceWorkers",
                "GoogleMobileAds", "SampleAdSDK",
                "SampleAdSDKFixture", "SampleCustomEvent",
            ]),
        // Adapters that do what production adapters legitimately do: no required rule may fail them.
        .target(
            name: "ConformingAdapters",
            dependencies: [
                "AdapterConformance", "ConformanceVocabulary", "BrokenAdapters", "GoogleMobileAds", "SampleAdSDK",
                "SampleAdSDKFixture",
                "SampleCustomEvent",
            ]),

        // MARK: Vocabulary
        // What the harness's parts say to each other: rule IDs, scenarios, traces, results and
        // their codecs, without the engine that runs and judges them. Scenarios and traces
        // carry the SDK's and the scripted network's own values, hence the two stand-ins.
        .target(
            name: "ConformanceVocabulary",
            dependencies: ["GoogleMobileAds", "ScriptedNetwork"],
            // The built-in catalog (`scenarios/` at the root, linked in) travels with the module,
            // so it is found from an adopter's checkout and from a release build moved elsewhere.
            resources: [.copy("Catalog/scenarios")]),

        // MARK: Engine and rules
        .target(
            name: "AdapterConformance",
            dependencies: [
                "HarnessSync", "CThreadSanitizer", "ConformanceVocabulary", "GoogleMobileAds", "ScriptedNetwork",
            ]),
        // The engine knows networks only through `NetworkHost`; the Sample SDK's fixture is apart.
        .target(
            name: "SampleAdSDKFixture",
            dependencies: ["AdapterConformance", "SampleAdSDK", "GoogleMobileAds", "ScriptedNetwork"]),

        // MARK: Reports
        .systemLibrary(
            name: "CLibXML2",
            pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"])]),
        .target(name: "JUnitReport", dependencies: ["HarnessSync", "CLibXML2"]),
        // Every text form of a result that crosses a process or a file, written and read in one place.
        .target(name: "ReportGrammar", dependencies: ["ConformanceVocabulary"]),
        .target(
            name: "ConformanceReporting",
            dependencies: ["AdapterConformance", "ConformanceVocabulary", "JUnitReport", "ReportGrammar"]),
        // The JUnit report as one self-contained HTML page, with sequence diagrams of the traces.
        .target(name: "HTMLReport", dependencies: ["ConformanceVocabulary", "JUnitReport", "ReportGrammar"]),

        // MARK: Front ends
        // libdispatch's main-queue hooks, which the CLI's main thread serves directly.
        .systemLibrary(name: "CDispatchMainQueue"),
        .systemLibrary(name: "CFileSpace"),
        .systemLibrary(name: "CProcessControl"),
        // Worker processes that isolate a crashing or hanging adapter, for both front ends.
        .target(
            name: "ConformanceWorkers",
            dependencies: [
                "HarnessSync", "AdapterConformance", "ConformanceVocabulary", "CFileSpace", "CProcessControl",
            ]),
        .target(
            name: "AdapterConformanceTesting",
            dependencies: [
                "HarnessSync", "AdapterConformance", "ConformanceVocabulary", "ConformanceReporting",
                "ConformanceWorkers", "ReportGrammar",
            ]),
        .target(
            name: "ConformanceCLI",
            dependencies: ["HarnessSync", 
                "AdapterConformance", "ConformanceVocabulary", "CDispatchMainQueue", "ConformanceReporting",
                "JUnitReport", "ConformanceWorkers", "HTMLReport", "ReportGrammar",
            ]),
        .executableTarget(
            name: "conformance",
            dependencies: [
                "ConformanceCLI", "SampleCustomEvent", "BrokenAdapters", "ConformingAdapters", "HostileAdapters",
                "SampleAdSDKFixture",
            ],
            linkerSettings: staticRuntime),
        .executableTarget(
            name: "ConformanceBenchmark",
            dependencies: [
                "AdapterConformance", "ConformanceVocabulary", "ConformanceReporting", "JUnitReport", "ConformanceCLI",
                "HTMLReport", "ReportGrammar",
                "AdapterConformanceTesting", "SampleCustomEvent", "SampleAdSDK", "GoogleMobileAds", "BrokenAdapters",
                "HostileAdapters", "SampleAdSDKFixture", "ObjCAdapterCatalog",
            ]),

        // MARK: Adapter sources in place
        .target(name: "ObjCStrip"),
        .executableTarget(name: "conformance-strip-objc", dependencies: ["ObjCStrip"]),
        .plugin(name: "StripObjC", capability: .buildTool(), dependencies: ["conformance-strip-objc"]),

        // MARK: Objective-C adapters
        // Objective-C faces of the Swift stand-ins: an adapter written in Objective-C receives
        // and makes the very objects the engine drives. `ObjCAdapterHost` is their Swift side and
        // drives an Objective-C adapter class as the engine's `MediationAdapter`.
        .target(name: "ObjCFaces", dependencies: ["ObjCRuntime"], cSettings: objcARCSettings),
        .target(name: "UIKitObjC", dependencies: ["ObjCFaces"], cSettings: objcARCSettings),
        .target(name: "GoogleMobileAdsObjC", dependencies: ["UIKitObjC"], cSettings: objcARCSettings),
        .target(
            name: "ObjCAdapterHost",
            dependencies: ["ObjCFaces", "UIKitObjC", "GoogleMobileAdsObjC", "GoogleMobileAds", "UIKit"]),
        // The Sample Ad SDK's Objective-C faces and their Swift side.
        .target(name: "SampleAdSDKObjC", dependencies: ["UIKitObjC"], cSettings: objcARCSettings),
        .target(
            name: "SampleAdSDKObjCHost",
            dependencies: ["ObjCAdapterHost", "SampleAdSDK", "SampleAdSDKObjC", "UIKit"]),
        // The scripted network for stub SDKs written in Objective-C (`GACScriptedNetwork`, what
        // `NetworkHost.play` is for a Swift stub) and its Swift side over `NetworkHost`.
        .target(name: "ScriptedNetworkObjC", dependencies: ["ObjCFaces"], cSettings: objcARCSettings),
        .target(
            name: "ScriptedNetworkObjCHost", dependencies: ["ScriptedNetwork", "ObjCAdapterHost", "ScriptedNetworkObjC"]),
        // A tiny Objective-C stub SDK on that network, for ScriptedNetworkObjCTests.
        .target(
            name: "ScriptedNetworkObjCStub", dependencies: ["ScriptedNetworkObjC", "UIKitObjC"],
            cSettings: objcARCSettings),
        // The harness's own Objective-C adapters on the Sample Ad SDK's public Objective-C API: the
        // reference custom event, its broken variants and the adapters that crash on purpose;
        // `ObjCAdapterCatalog` names each as a fixture, `conformance-objc` runs them.
        .target(
            name: "ObjCAdapters", dependencies: ["GoogleMobileAdsObjC", "SampleAdSDKObjC", "UIKitObjC"],
            cSettings: objcARCSettings),
        .target(
            name: "ObjCAdapterCatalog",
            dependencies: [
                "ObjCAdapterHost", "SampleAdSDKObjCHost", "AdapterConformance", "SampleAdSDKFixture", "ObjCAdapters",
            ]),
        .executableTarget(name: "conformance-objc", dependencies: ["ConformanceCLI", "ObjCAdapterCatalog"]),

        // MARK: Objective-C runtime
        // ARC Objective-C on Linux (adapters written in Objective-C, their stand-ins): ObjCRuntime loads
        // clang's modules into GCC's libobjc under GNUstep Base and implements ARC; its C interface is
        // Sources/ObjCRuntime/include/ObjCRuntime.h. An ARC target depends on it and compiles with
        // `objcARCSettings`; the link settings come with the dependency.
        .target(name: "ObjCRuntime", cSettings: objcRuntimeCSettings, linkerSettings: objcLinkerSettings),
        // Named checks of that layer, compiled as adapter code is; ObjCRuntimeTests runs each as a test case.
        .target(name: "ObjCRuntimeChecks", dependencies: ["ObjCRuntime"], cSettings: objcARCSettings),
        .testTarget(name: "ObjCRuntimeTests", dependencies: ["ObjCRuntime", "ObjCRuntimeChecks"]),

        // MARK: Tests
        // What several test targets share: where the executables built with the tests are.
        .target(name: "ConformanceTestSupport", path: "Tests/ConformanceTestSupport"),
        .testTarget(
            name: "ObjCFacesTests", dependencies: ["ObjCAdapterHost", "UIKitObjC", "SampleAdSDKObjC", "SampleAdSDKObjCHost"]),
        .testTarget(
            name: "ScriptedNetworkObjCTests",
            dependencies: [
                "ScriptedNetworkObjC", "ScriptedNetworkObjCHost", "ScriptedNetworkObjCStub", "ScriptedNetworkTesting",
                "ObjCAdapterHost",
            ]),
        .testTarget(name: "GoogleMobileAdsTests", dependencies: ["GoogleMobileAds"]),
        .testTarget(name: "SampleAdSDKTests", dependencies: ["SampleAdSDK", "ScriptedNetworkTesting"]),
        .testTarget(
            name: "SampleCustomEventTests",
            dependencies: ["SampleCustomEvent", "SampleAdSDK", "ScriptedNetworkTesting", "GoogleMobileAds"]),
        .testTarget(
            name: "AdapterConformanceTests",
            dependencies: [
                "AdapterConformance", "ConformanceVocabulary", "AdapterConformanceTesting", "SampleCustomEvent",
                "BrokenAdapters", "JUnitReport",
                "SampleAdSDKFixture", "ReportGrammar", "ConformingAdapters", "HostileAdapters",
            ]),
        .testTarget(name: "JUnitReportTests", dependencies: ["JUnitReport"]),
        .testTarget(
            name: "HTMLReportTests",
            dependencies: [
                "HTMLReport", "JUnitReport", "ReportGrammar", "AdapterConformance", "ConformanceVocabulary",
                // Real results for the page made from them: the engine's runs and the report of them.
                "ConformanceReporting", "SampleCustomEvent", "BrokenAdapters", "ConformingAdapters",
                "SampleAdSDKFixture",
            ]),
        .testTarget(
            name: "ReportGrammarTests",
            dependencies: [
                "ReportGrammar", "AdapterConformance", "ConformanceVocabulary", "ConformanceReporting", "HTMLReport",
                "JUnitReport",
                "SampleCustomEvent", "BrokenAdapters", "SampleAdSDKFixture", "ConformingAdapters",
            ]),
        .testTarget(
            name: "ConformanceCLITests",
            dependencies: [
                "ConformanceCLI", "ConformanceVocabulary", "ConformanceReporting", "ConformanceWorkers",
                "SampleCustomEvent", "BrokenAdapters",
                "HostileAdapters", "SampleAdSDKFixture", "ReportGrammar", "ConformanceTestSupport",
            ]),
        // The worker pool and its processes, on their own; the pool's tests start real workers
        // with the built `conformance` executable.
        .testTarget(
            name: "ConformanceWorkersTests",
            dependencies: [
                "ConformanceWorkers", "AdapterConformance", "ConformanceVocabulary", "ReportGrammar", "HostileAdapters",
                "ConformanceTestSupport",
            ]),
        .testTarget(name: "ObjCStripTests", dependencies: ["ObjCStrip"]),
        .testTarget(
            name: "ObjCAdapterTests",
            dependencies: [
                "ObjCAdapterCatalog", "ObjCFaces", "AdapterConformance", "ConformanceVocabulary",
                "AdapterConformanceTesting", "JUnitReport", "ReportGrammar", "ConformanceTestSupport",
            ]),
    ],
    swiftLanguageModes: [.v6]
)

/// `conformance` is one static executable on Linux: the Swift runtime, Foundation, the C
/// library and libxml2 are linked into it. Every run starts one process per worker (and again
/// after each crash), and a process that loads shared libraries spends most of its start in
/// the dynamic loader, binding their symbols: linked statically, `conformance --version` uses
/// a quarter of the CPU (docs/PERFORMANCE.md). The libraries
/// after `-static-executable` are the ones the toolchain's link file does not name, in link
/// order: static Foundation's (this toolchain's, Swift 6.3), then what Debian's static libxml2
/// needs (its ICU, lzma, zlib; `ci/bootstrap.sh` installs them). Set `CONFORMANCE_LINK_DYNAMIC`
/// to link against the shared libraries instead, for a toolchain or a system whose static
/// libraries differ.
var staticRuntime: [LinkerSetting] {
    if Context.environment["CONFORMANCE_LINK_DYNAMIC"] != nil { return [] }
    return [
        .unsafeFlags(
            [
                "-static-executable", "-lCoreFoundation", "-l_FoundationICU", "-l_FoundationCShims",
                "-l_FoundationCollections", "-lswiftSynchronization", "-lxml2", "-licuuc", "-licudata", "-llzma",
                "-lz", "-lstdc++", "-lm",
            ], .when(platforms: [.linux]))
    ]
}

/// Compiler flags of `ObjCRuntime`, the Objective-C runtime layer itself: Objective-C for GCC's
/// runtime (the ABI its own classes register with), without ARC, against GNUstep Base's headers.
var objcRuntimeCSettings: [CSetting] {
    [
        .unsafeFlags(
            ["-fobjc-runtime=gcc", "-fblocks", "-fexceptions"] + objcHeaderFlags,
            .when(platforms: [.linux]))
    ]
}

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

/// The libraries Objective-C code runs on, in the order that matters: the toolchain's
/// libBlocksRuntime before GNUstep Base, which exports a partial blocks runtime of its own that
/// would otherwise win (ObjCRuntime aborts at start-up when it does). `ObjCRuntime` carries these,
/// so whatever depends on it links them.
var objcLinkerSettings: [LinkerSetting] {
    let toolchainLibraries = swiftLibraryFolder.map { ["-L\($0)/linux"] } ?? []
    return [
        .unsafeFlags(
            toolchainLibraries + ["-lBlocksRuntime", "-lgnustep-base", "-lobjc", "-ldispatch", "-ldl", "-lpthread"],
            .when(platforms: [.linux]))
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
