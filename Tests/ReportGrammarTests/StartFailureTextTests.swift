import ConformanceVocabulary
import Foundation
import ReportGrammar
import Testing

/// Why no worker could be started, in words: the reason an unstartable job is given (Swift
/// Testing's isolation says it), and the message of the harness fault a job gets instead.
@Suite struct StartFailureTextTests {
    @Test(arguments: [
        (WorkerStartFailure.noFolder(code: ENOSPC), "\(POSIXError(.ENOSPC))"),
        (
            .notStarted(executable: "/x/conformance", code: EACCES),
            "/x/conformance could not be started: Permission denied"
        ),
        (
            .endedBeforeReady(.signaled(SIGKILL), startupError: ""),
            "the worker terminated by signal 9 (SIGKILL) before it was ready"
        ),
        (
            .endedBeforeReady(.exited(status: 1), startupError: "loading\nno such test"),
            "the worker exited with status 1 before it was ready; its standard error ends:\nloading\nno such test"
        ),
        (.notReady(limit: .seconds(60), startupError: ""), "the worker was not ready after 60.0 seconds"),
        (.inputClosed(code: EPIPE), "the worker's input was closed (Broken pipe)"),
        (.inputClosedBefore, "the worker's input was already closed"),
    ])
    func eachFailureReadsAsItsSentence(failure: WorkerStartFailure, sentence: String) {
        #expect(FaultText.startFailure(failure) == sentence)
        let fault = ScenarioFault(startFailure: failure)
        #expect(fault.kind == .harness)
        #expect(FaultText.message(fault) == "could not start a worker process: " + sentence)
    }
}
