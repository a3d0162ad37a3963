import ObjCAdapterHost
import SampleAdSDKObjC
import SampleAdSDKObjCHost
import Testing
import UIKitObjC

/// The Objective-C faces as adapters use them, checked from Objective-C: each check suite returns
/// its first failure, so a failing test names the check that failed.
@Suite struct ObjCFacesTests {
    init() {
        ObjCHost.install()
        SampleAdSDKFaces.declare()
    }

    @Test func uikitFaces() {
        let failure = gac_uikit_face_checks().map { String(cString: $0) }
        #expect(failure == nil, "\(failure ?? "")")
    }

    @Test func sampleAdSDKFaces() {
        let failure = gac_sample_sdk_face_checks().map { String(cString: $0) }
        #expect(failure == nil, "\(failure ?? "")")
    }
}
