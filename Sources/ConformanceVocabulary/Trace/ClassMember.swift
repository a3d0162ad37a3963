/// A static member the SDK reads from the adapter's class, synchronously.
package enum ClassMember: String, Sendable, CaseIterable {
    case adapterVersion = "adapterVersion()"
    case adSDKVersion = "adSDKVersion()"
    case networkExtrasClass = "networkExtrasClass()"
}
