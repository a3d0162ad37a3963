import Foundation
import JUnitReport
import Testing

@Suite struct HostileContentTests {
    static let oneMegabyteLine = String(repeating: "x", count: 1 << 20)

    /// (input, what the reader must give back)
    static let cases: [(String, String)] = [
        ("NUL\u{0}here", "NUL[U+0000]here"),
        ("start\u{1}of heading", "start[U+0001]of heading"),
        ("\u{1B}[31mred\u{1B}[0m", "[U+001B][31mred[U+001B][0m"),
        ("noncharacters \u{FFFE}\u{FFFF}", "noncharacters [U+FFFE][U+FFFF]"),
        ("cdata end ]]> and ]]]]>>", "cdata end ]]> and ]]]]>>"),
        (#"quotes " and ' "#, #"quotes " and ' "#),
        ("<tag attr=\"x\">&amp; & &lt;", "<tag attr=\"x\">&amp; & &lt;"),
        ("emoji 👩‍💻 and flags 🇫🇷", "emoji 👩‍💻 and flags 🇫🇷"),
        ("مرحبا بالعالم", "مرحبا بالعالم"),
        ("tab\tcr\r\nlf\n  indented  ", "tab\tcr\r\nlf\n  indented  "),
        (oneMegabyteLine, oneMegabyteLine),
    ]

    @Test(arguments: 0..<cases.count)
    func hostileTextRoundTripsEverywhere(index: Int) throws {
        let (input, expected) = Self.cases[index]
        let report = JUnitReport(
            name: input,
            suites: [
                JUnitTestSuite(
                    name: input, timestamp: fixedDate, hostname: input,
                    properties: [JUnitProperty(name: input, value: input)],
                    testCases: [
                        JUnitTestCase(
                            classname: input, name: input,
                            outcome: .failed([JUnitFailure(type: input, message: "m", body: input)]),
                            systemOut: input, systemErr: input),
                        JUnitTestCase(
                            classname: "c", name: "error",
                            outcome: .error(JUnitError(type: "crash", message: "m", body: input))),
                        JUnitTestCase(classname: "c", name: "skip", outcome: .skipped(message: "s")),
                    ])
            ])
        let directory = try makeTemporaryDirectory()
        let url = directory.appendingPathComponent("hostile.xml")
        try JUnitWriter.write(report, to: url)
        // Well-formed and valid, or these would throw / report issues.
        #expect(try JUnitSchemaValidator.forReports().validate(fileAt: url) == [])
        let back = try JUnitReportReader.read(contentsOf: url)
        let suite = try #require(back.suites.first)
        #expect(back.name == expected)
        #expect(suite.name == expected)
        #expect(suite.hostname == expected)
        #expect(suite.properties == [JUnitProperty(name: expected, value: expected)])
        let testCase = try #require(suite.testCases.first)
        #expect(testCase.classname == expected)
        #expect(testCase.name == expected)
        #expect(testCase.systemOut == expected)
        #expect(testCase.systemErr == expected)
        #expect(testCase.outcome == .failed([JUnitFailure(type: expected, message: "m", body: expected)]))
        #expect(suite.testCases[1].outcome == .error(JUnitError(type: "crash", message: "m", body: expected)))
    }

    @Test func invalidUTF8BytesBecomeReplacementCharacters() throws {
        let bytes: [UInt8] = [0x6F, 0x6B, 0x20, 0xFF, 0xC3, 0x28, 0xED, 0xA0, 0x80, 0x00, 0x21]
        let failure = JUnitFailure(type: "R1", message: "bad bytes", bodyBytes: bytes)
        let errorFromData = JUnitError(type: "crash", message: "m", bodyBytes: Data(bytes))
        #expect(errorFromData.body == failure.body)
        #expect(!failure.body.contains("\u{0}") || failure.body.contains("\u{FFFD}"))
        let report = JUnitReport(
            name: "r",
            suites: [
                JUnitTestSuite(
                    name: "s", timestamp: fixedDate,
                    testCases: [JUnitTestCase(classname: "c", name: "n", outcome: .failed([failure]))])
            ])
        let directory = try makeTemporaryDirectory()
        let url = directory.appendingPathComponent("bytes.xml")
        try JUnitWriter.write(report, to: url)
        let back = try JUnitReportReader.read(contentsOf: url)
        guard case .failed(let failures) = back.suites[0].testCases[0].outcome else {
            Issue.record("expected a failure")
            return
        }
        // 0xFF, the bad pair C3 28 (C3 only) and the encoded surrogate ED A0 80 each become U+FFFD.
        #expect(failures[0].body.hasPrefix("ok \u{FFFD}\u{FFFD}("))
        #expect(failures[0].body.hasSuffix("[U+0000]!"))
        #expect(!failures[0].body.unicodeScalars.contains { !JUnitText.isLegalInXML($0) })
    }

    @Test func messageAttributeIsOneLineAndBodyKeepsFullText() throws {
        let longMessage = "first line\nsecond line\r\n" + String(repeating: "m", count: 5_000)
        let failure = JUnitFailure(type: "R1", message: longMessage, body: "trace")
        #expect(!failure.message.contains("\n") && !failure.message.contains("\r"))
        #expect(failure.message.hasPrefix("first line second line mmm"))
        #expect(failure.message.hasSuffix("…"))
        #expect(failure.message.count == JUnitText.messageLimit + 1)
        #expect(failure.body == longMessage + "\n\ntrace")
        // Idempotent, so reading back yields an equal model.
        #expect(JUnitFailure(type: "R1", message: failure.message, body: failure.body) == failure)
        let xml = String(
            decoding: try JUnitWriter.data(
                for: JUnitReport(
                    name: "r",
                    suites: [
                        JUnitTestSuite(
                            name: "s", timestamp: fixedDate,
                            testCases: [JUnitTestCase(classname: "c", name: "n", outcome: .failed([failure]))])
                    ])), as: UTF8.self)
        let message = try #require(rawAttribute("message", of: "failure", in: xml))
        #expect(!message.contains("&#10;") && !message.contains("\n"))
    }
}
