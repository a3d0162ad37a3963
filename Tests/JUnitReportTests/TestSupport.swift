import Foundation
import JUnitReport

/// A fresh directory per test so tests can run in parallel without sharing files.
func makeTemporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory
        .appendingPathComponent("junit-report-tests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// The package root, found from this file's location so no machine path is hard-coded.
let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// Maven Surefire's schema, shared next to the package checkout when available.
let surefireSchema = packageRoot.appendingPathComponent("../shared/reference/surefire-test-report-3.0.xsd")
    .standardizedFileURL

let fixedDate = Date(timeIntervalSince1970: 1_795_946_400)  // 2026-11-29T10:00:00Z

/// A report with every outcome, used by several tests; times have at most 3 decimals so the
/// round trip is exact.
func mixedReport(isIncomplete: Bool = false) -> JUnitReport {
    let first = JUnitTestSuite(
        name: "SampleCustomEvent.banner", timestamp: fixedDate, hostname: "ci-host",
        properties: [
            JUnitProperty(name: "adapter.version", value: "1.2.3"),
            JUnitProperty(name: "sdk", value: "GMA 11"),
        ],
        testCases: [
            JUnitTestCase(classname: "banner", name: "loads", time: 0.012),
            JUnitTestCase(
                classname: "banner", name: "reports click once", time: 1.5,
                outcome: .failed([
                    JUnitFailure(type: "R-CLICK-1", message: "click reported twice", body: "expected 1\nactual 2"),
                    JUnitFailure(type: "R-CLICK-2", message: "click after dismiss", body: "trace"),
                ]),
                systemOut: "adapter log line\n", systemErr: "warning\n"),
            JUnitTestCase(
                classname: "banner", name: "survives crash", time: 0.25,
                outcome: .error(JUnitError(type: "crash", message: "SIGSEGV in adapter", body: "#0 0xdead"))),
            JUnitTestCase(classname: "banner", name: "video only", outcome: .skipped(message: "not supported")),
            JUnitTestCase(classname: "banner", name: "bare skip", outcome: .skipped(message: nil)),
        ])
    let second = JUnitTestSuite(
        name: "SampleCustomEvent.interstitial", timestamp: fixedDate.addingTimeInterval(60), hostname: nil,
        testCases: [
            JUnitTestCase(classname: "interstitial", name: "presents", time: 2),
            JUnitTestCase(
                classname: "interstitial", name: "dismisses", time: 0.001,
                outcome: .failed([JUnitFailure(type: "R-DISMISS", message: "no callback")])),
        ],
        time: 10.5)
    return JUnitReport(name: "adapter-conformance", suites: [first, second], isIncomplete: isIncomplete)
}

/// Reads an attribute of the first element with this name, for checks on the raw XML.
func rawAttribute(_ attribute: String, of element: String, in xml: String) -> String? {
    guard let start = xml.range(of: "<\(element) ") else { return nil }
    let tail = xml[start.upperBound...]
    guard let close = tail.firstIndex(of: ">"),
        let key = tail[..<close].range(of: " \(attribute)=\"")
            ?? (tail.hasPrefix("\(attribute)=\"") ? tail.range(of: "\(attribute)=\"") : nil)
    else { return nil }
    let valueStart = key.upperBound
    guard let valueEnd = tail[valueStart...].firstIndex(of: "\"") else { return nil }
    return String(tail[valueStart..<valueEnd])
}
