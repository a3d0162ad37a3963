#if os(Linux)
import Foundation
import ObjCRuntime
import ObjCRuntimeChecks
import Testing

/// The names of the Objective-C checks (Sources/ObjCRuntimeChecks), one test case each.
private let checkNames: [String] = (0..<ocrc_check_count()).map { String(cString: ocrc_check_name($0)) }

/// This run's private user defaults, set up once before the first check runs, as a host does
/// before Objective-C code first uses NSUserDefaults; 0 or the errno of the failure.
private let privateDefaults: (folder: String, status: Int32) = {
    let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("objc-runtime-tests-\(ProcessInfo.processInfo.processIdentifier)").path
    privateDefaultsFolder = strdup(folder)
    // Registered first, so it runs after GNUstep's own exit handler has written the defaults.
    atexit {
        if let folder = privateDefaultsFolder { try? FileManager.default.removeItem(atPath: String(cString: folder)) }
    }
    return (folder, ocr_use_private_defaults(folder))
}()

/// The folder the exit handler removes (a C string: the handler cannot capture).
nonisolated(unsafe) private var privateDefaultsFolder: UnsafeMutablePointer<CChar>?

@Suite("Objective-C runtime layer")
struct ObjCRuntimeTests {
    @Test("Objective-C check", arguments: checkNames)
    func check(_ name: String) {
        #expect(privateDefaults.status == 0, "ocr_use_private_defaults failed with errno \(privateDefaults.status)")
        guard let failure = ocrc_run_check(name) else { return }
        defer { free(failure) }
        Issue.record(Comment(rawValue: String(cString: failure)))
    }

    @Test func theChecksAreThere() {
        #expect(checkNames.count >= 40)
        #expect(Set(checkNames).count == checkNames.count, "two checks share a name")
    }

    @Test func userDefaultsGoToThePrivateFolder() throws {
        #expect(privateDefaults.status == 0)
        let folder = try #require(ocr_copy_defaults_folder())
        defer { free(folder) }
        #expect(String(cString: folder) == privateDefaults.folder + "/Defaults")
        #expect(ocr_use_private_defaults("") == EINVAL)
    }

    @Test func theLinkOrderIsRight() {
        #expect(ocr_link_problem() == nil)
    }

    /// A process whose blocks runtimes are mixed (GNUstep Base's preloaded ahead of
    /// libBlocksRuntime) must stop before its first block, naming both libraries and the fix.
    @Test(
        .disabled(
            if: dlsym(dlopen(nil, RTLD_NOW), "__tsan_init") != nil,
            "a ThreadSanitizer build cannot start with GNUstep Base preloaded ahead of it"))
    func mixedBlocksRuntimesStopTheProcess() throws {
        let gnustepBase = try #require(ocrc_gnustep_base_path().map { String(cString: $0) })
        let testBinary = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
        let process = Process()
        // Through a shell that turns core dumps off and preloads GNUstep Base for the test binary
        // only, then becomes it; should the check not stop it, it runs no test.
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = [
            "-c", "ulimit -c 0; LD_PRELOAD=\"$1\"; export LD_PRELOAD; shift; exec \"$0\" \"$@\"", testBinary,
            gnustepBase, "--testing-library", "swift-testing", "--filter", "no test has this name",
        ]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        let exited = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in exited.signal() }
        try process.run()
        if exited.wait(timeout: .now() + 120) == .timedOut {
            process.terminate()
            Issue.record("the process with mixed blocks runtimes did not stop")
            return
        }
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(process.terminationReason == .uncaughtSignal && process.terminationStatus == SIGABRT, "\(message)")
        #expect(message.contains("two blocks runtimes are mixed"), "\(message)")
        #expect(message.contains("libgnustep-base") && message.contains("libBlocksRuntime"), "\(message)")
        #expect(message.contains("link -lBlocksRuntime before -lgnustep-base"), "\(message)")
    }
}
#endif
