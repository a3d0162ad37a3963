// Adapter repositories declare their fixtures with `import AdapterConformance` alone: the
// public vocabulary types a declaration names come with it.
@_exported import struct ConformanceVocabulary.CredentialKey
@_exported import enum ConformanceVocabulary.NetworkCapability
@_exported import typealias ConformanceVocabulary.NetworkCapabilities
@_exported import enum ConformanceVocabulary.PrivacyPoint
@_exported import enum ConformanceVocabulary.RuleFamily
