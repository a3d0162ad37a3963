import JUnitReport

/// Test cases as other tools write them, without our header or rule blocks.
enum JUnitTestCaseFactory {
    static func failed(type: String, message: String, body: String) -> JUnitTestCase {
        JUnitTestCase(
            classname: "Acme.banner", name: "foreign",
            outcome: .failed([JUnitFailure(type: type, message: message, body: body)]))
    }
}
