import ConformanceVocabulary
import ReportGrammar
import Testing

@testable import ConformanceWorkers

/// Where a crash is reported: the adapter's top frame, or its line from the runtime's
/// fatal-error line when the backtrace never reaches the adapter.
@Suite struct CrashReportTests {
    static let fatal =
        "BrokenAdapters/CrashingAndHangingAdapter.swift:16: Fatal error: Unexpectedly found nil while unwrapping an Optional value"

    @Test func theAdapterTopFrameIsTheSite() {
        let crash = CrashReport.crash(
            ending: .signaled(4),
            standardError: """
                \(Self.fatal)
                Thread 0 "conformance" crashed:
                  0      0x00000000009ed68f closure #1 in _assertionFailure(_:_:file:line:flags:) + 623 in conformance at /toolchain/swift/stdlib/public/core/AssertCommon.swift:171:7
                  1 [ra] 0x0000000000b78d2f CrashingAndHangingAdapter.loadNativeAd(for:completionHandler:) + 302 in conformance at /src/Sources/BrokenAdapters/Faulty/CrashingAndHangingAdapter.swift:16:21
                  2 [ra] 0x0000000000b78e00 WorkerLoop.serve() + 30 in conformance at /src/Sources/ConformanceWorkers/WorkerLoop.swift:40:9
                """)
        #expect(
            crash.site.map(FaultText.frame)
                == "CrashingAndHangingAdapter.swift:16 CrashingAndHangingAdapter.loadNativeAd(for:completionHandler:)")
        #expect(
            FaultText.crash(crash).hasSuffix(
                "; at CrashingAndHangingAdapter.swift:16 CrashingAndHangingAdapter.loadNativeAd(for:completionHandler:)"
            ))
    }

    /// The unwinder took a frame below `_assertionFailure` for an async one and stopped.
    /// A trap in the fixture's stub SDK, reached from a scripted thread, is placed at the
    /// adapter's frame that called it, not at the stub's line.
    @Test func aStubsFrameIsNotTheAdapters() {
        let backtrace = """
            Thread 3 "background-1" crashed:
              0      0x00000000009ed68f closure #1 in _assertionFailure(_:_:file:line:flags:) + 623 in x at /toolchain/swift/stdlib/public/core/AssertCommon.swift:171:7
              1 [ra] 0x0000000000b78d2f MolocoInterstitial.show(from:) + 302 in x at /repo/Sources/MolocoSDK/Scripted.swift:88:9
              2 [ra] 0x0000000000b78e00 InterstitialAdLoader.present(from:) + 30 in x at /repo/.adapters/Moloco/InterstitialAdLoader.swift:120:5
            """
        #expect(
            CrashReport.crash(ending: .signaled(4), standardError: backtrace).site.map(FaultText.frame)?.hasPrefix(
                "Scripted.swift:88")
                == true)
        #expect(
            CrashReport.crash(ending: .signaled(4), standardError: backtrace, harnessSources: ["/Sources/MolocoSDK/"])
                .site.map(FaultText.frame) == "InterstitialAdLoader.swift:120 InterstitialAdLoader.present(from:)")
    }

    /// A `@MainActor` adapter's isolation check traps in the protocol witness the compiler
    /// generated for its conformance: that frame is the adapter's, named as such.
    @Test func aCompilerGeneratedWitnessIsTheAdaptersFrame() {
        let crash = CrashReport.crash(
            ending: .signaled(4),
            standardError: """
                Thread 16 "-qos.overcommit" crashed:
                  0              0x00007f6e7c5f32a2 _dispatch_assert_queue_fail + 82 in libdispatch.so
                  5 [ra]         0x00007f6e7cfdd30c _checkExpectedExecutor(_filenameStart:_filenameLength:_filenameIsASCII:_line:_executor:) + 43 in libswift_Concurrency.so
                  6 [ra] [thunk] 0x0000561dbfe4d5af protocol witness for static MediationAdapter.adapterVersion() in conformance MainActorEvent + 94 in conformance at //<compiler-generated>
                  7 [ra]         0x0000561dbf7ddf02 closure #1 in ScenarioRunner.queryVersions() + 33 in conformance at /src/Sources/AdapterConformance/Running/ScenarioRunner.swift:92:86
                """)
        #expect(
            crash.site.map(FaultText.frame)
                == "<compiler-generated> protocol witness for static MediationAdapter.adapterVersion() in conformance MainActorEvent"
        )
        #expect(FaultText.details(ScenarioFault(crash: crash))?.contains("(none found)") == false)
    }

    @Test func aBacktraceThatStopsShortFallsBackToTheFatalErrorLine() {
        let crash = CrashReport.crash(
            ending: .signaled(4),
            standardError: """
                \(Self.fatal)
                Thread 0 "conformance" crashed:
                  0         0x00000000009ed68f closure #1 in closure #1 in _assertionFailure(_:_:file:line:flags:) + 623 in conformance
                  1 [ra]    0x0000000000b78d2f _assertionFailure(_:_:file:line:flags:) + 302 in conformance
                  2 [async] 0x00007ffcef77d160
                """)
        #expect(crash.site.map(FaultText.frame) == "CrashingAndHangingAdapter.swift:16")
        #expect(FaultText.crash(crash).hasSuffix("; \(Self.fatal); at CrashingAndHangingAdapter.swift:16"))
    }

    @Test(arguments: [
        "Swift/ContiguousArrayBuffer.swift:600: Fatal error: Index out of range",
        "AdapterConformance/Engine.swift:12: Fatal error: the harness's own",
        "GoogleMobileAds/MobileAds.swift:3: Fatal error: a stand-in's",
        "Fatal error: no place",
    ])
    func aFatalErrorOutsideTheAdapterNamesNoSite(fatal: String) {
        let crash = CrashReport.crash(ending: .signaled(4), standardError: fatal + "\n")
        #expect(crash.site.map(FaultText.frame) == nil)
        #expect(!FaultText.crash(crash).contains("; at "))
    }
}
