import ScriptedNetworkTesting
import SampleAdSDK
import Testing

@Suite("SampleErrorCode")
struct SampleErrorCodeTests {
    @Test func rawValuesMatchTheRealSDK() {
        #expect(SampleErrorCode.allCases.map(\.rawValue) == [0, 1, 2, 3])
        #expect(SampleErrorCode.allCases == [.badRequest, .unknown, .networkError, .noInventory])
    }

    @Test func unknownNetworkCodesAreUnknown() {
        #expect(SampleErrorCode(networkCode: 3) == .noInventory)
        #expect(SampleErrorCode(networkCode: 42) == .unknown)
    }
}
