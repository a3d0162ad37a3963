/// One key of an ad source's credentials (`MediationCredentials.settings`), as the adapter
/// reads it: Google's Bigo adapter reads `application_id` at set-up and `slot_id` per load,
/// its Moloco adapter `app_key` and `ad_unit_id`; a custom event reads `"parameter"`.
public struct CredentialKey: Sendable, Hashable {
    /// What the key means to the adapter.
    public enum Role: String, Sendable, Hashable {
        /// The ad unit / placement the network loads from (OPT-1 compares it with the fetch).
        case adUnit
        /// The ad unit, read when present: without it the adapter loads the network's default
        /// placement, so LOAD-8 owes no failure; OPT-1 compares the fetch with it when present.
        case optionalAdUnit
        /// Required: without it the set-up or load must fail (ADP-2, LOAD-8).
        case required
        /// Read when present; the harness fills it and never removes it.
        case optional

        /// Whether a missing or empty value must fail the set-up or load.
        public var isRequired: Bool { self == .adUnit || self == .required }
        /// Whether the key is the ad unit, owed or not.
        public var isAdUnit: Bool { self == .adUnit || self == .optionalAdUnit }
    }

    /// The settings key.
    public var name: String
    /// The value the harness fills in.
    public var sampleValue: String
    /// Whether it is the ad unit, required, or optional. The ad unit is required too.
    public var role: Role
    /// Whether ``sampleValue`` is a value the adapter accepts, sent wherever a scenario asks for
    /// a usable one; else (an ad unit declared without a value) the scenario's own `parameter`
    /// is sent, so OPT-1 can tell a value passed unchanged from one rewritten.
    public var keepsSampleValue: Bool

    /// A key with the value the harness fills in, always sent as it is.
    public init(_ name: String, role: Role, sampleValue: String) {
        self.name = name
        self.role = role
        self.sampleValue = sampleValue
        self.keepsSampleValue = true
    }

    /// The ad unit key. Without `sampleValue` any string is an ad unit: a scenario's `parameter`
    /// is sent as it is. With one (an adapter that validates its IDs: a 16-character zone, an
    /// 86-character key) that value is sent wherever a scenario asks for a usable ad unit, and
    /// the missing- and empty-parameter scenarios still remove or empty it.
    public static func adUnit(_ name: String, sampleValue: String? = nil) -> CredentialKey {
        var key = CredentialKey(name, role: .adUnit, sampleValue: sampleValue ?? "sample-ad-unit")
        key.keepsSampleValue = sampleValue != nil
        return key
    }
    /// An ad unit the adapter loads without (see ``Role/optionalAdUnit``); like ``adUnit(_:sampleValue:)``
    /// it carries the scenario's `parameter` unless it declares a valid value of its own.
    public static func optionalAdUnit(_ name: String, sampleValue: String? = nil) -> CredentialKey {
        var key = adUnit(name, sampleValue: sampleValue)
        key.role = .optionalAdUnit
        return key
    }
    /// A required key other than the ad unit (an app ID, an app key), sent as `sampleValue`.
    public static func required(_ name: String, sampleValue: String) -> CredentialKey {
        CredentialKey(name, role: .required, sampleValue: sampleValue)
    }
    /// A key the adapter reads when present and loads without: LOAD-8 and ADP-2 never ask for
    /// a failure when it is missing.
    public static func optional(_ name: String, sampleValue: String) -> CredentialKey {
        CredentialKey(name, role: .optional, sampleValue: sampleValue)
    }

    /// Whether a missing or empty value must fail the set-up or load.
    public var isRequired: Bool { role.isRequired }

    /// Whether the key carries the scenario's `parameter` (or is left out or emptied with it).
    package var followsParameter: Bool { role != .optional }
}
