/// Whose code a source file is: the adapter's, the harness's (engine, stand-ins, stub SDKs, the
/// fixture), or the toolchain's (the Swift runtime, Foundation, libdispatch, the system). Crash
/// sites and data races are charged to the adapter only through its own files.
package enum SourceOwner: String, Sendable {
    case adapter, harness, toolchain

    /// Owner of `file` (a path as debug information gives it). `fixtureSources`: path fragments
    /// of the fixture's side of the adapter (``AdapterFixture/harnessSources``).
    package init(file: String, fixtureSources: [String] = []) {
        if Self.isToolchain(file) {
            self = .toolchain
        } else if Self.harnessFolders.contains(where: { file.contains($0) })
            || fixtureSources.contains(where: { !$0.isEmpty && file.contains($0) })
        {
            self = .harness
        } else {
            self = .adapter
        }
    }

    /// Source folders of this package that are the harness, not an adapter.
    package static let harnessFolders = [
        "/Sources/AdapterConformance/", "/Sources/AdapterConformanceTesting/", "/Sources/CThreadSanitizer/",
        "/Sources/ConformanceVocabulary/",
        "/Sources/ConformanceCLI/", "/Sources/ConformanceReporting/", "/Sources/ConformanceWorkers/",
        "/Sources/GoogleMobileAds/", "/Sources/GoogleMobileAdsObjC/", "/Sources/HarnessSync/",
        "/Sources/HTMLReport/", "/Sources/JUnitReport/", "/Sources/ObjCAdapterHost/", "/Sources/ObjCFaces/",
        "/Sources/ObjCRuntime/", "/Sources/ReportGrammar/", "/Sources/SampleAdSDK/", "/Sources/SampleAdSDKFixture/",
        "/Sources/SampleAdSDKObjC/", "/Sources/SampleAdSDKObjCHost/", "/Sources/ScriptedNetwork/",
        "/Sources/ScriptedNetworkObjC/", "/Sources/ScriptedNetworkObjCHost/", "/Sources/UIKit/",
        "/Sources/UIKitObjC/",
    ]

    /// Files of the toolchain and the system, and frames without a file.
    package static func isToolchain(_ file: String) -> Bool {
        file.isEmpty || file == "??" || file.hasPrefix("<") || file.hasPrefix("/opt/") || file.hasPrefix("/usr/")
            || file.hasPrefix("//<") || file.contains("/swift-corelibs-") || file.contains("/swift/stdlib/")
            || file.contains("/swift-testing/") || file.contains("/swiftlang/") || file.contains("/llvm-project/")
    }
}
