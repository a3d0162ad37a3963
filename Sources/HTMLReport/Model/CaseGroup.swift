/// A heading and the cases listed under it (indices into ``ReportDigest/cases``).
package struct CaseGroup: Sendable, Equatable {
    /// What the group is keyed by: a rule ID, a crash site, an error kind, a skip reason, an adapter.
    package var key: String
    package var members: [Int]
}
