import JUnitReport
import ReportGrammar

extension JUnitProperty {
    /// The suite property `name` (see ``SuiteText/Property``).
    init(_ name: SuiteText.Property, value: String) {
        self.init(name: name.rawValue, value: value)
    }
}
