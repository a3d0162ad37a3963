// The reference Objective-C custom event for the Sample Ad SDK: the class a publisher names in
// the AdMob UI. It serves banner, interstitial, rewarded, rewarded interstitial, app open and
// native ads through the SDK's public Objective-C API only.
#import <Foundation/Foundation.h>
#import <GoogleMobileAds/GoogleMobileAds.h>

NS_ASSUME_NONNULL_BEGIN

/// The custom event's error domain: its own failures (bad server parameter, images, showing).
FOUNDATION_EXPORT NSString *const SampleObjCCustomEventErrorDomain;

/// The domain of errors the Sample Ad SDK reported, carrying the SDK's own `SampleErrorCode`.
FOUNDATION_EXPORT NSString *const SampleObjCSampleAdSDKErrorDomain;

/// Codes of `SampleObjCCustomEventErrorDomain`.
typedef NS_ENUM(NSInteger, SampleObjCCustomEventErrorCode) {
  /// The ad source's server parameter (the ad unit) is missing, empty or not text.
  SampleObjCCustomEventErrorInvalidServerParameter = 101,
  /// The publisher wants image data and the network returned an image as a URL only.
  SampleObjCCustomEventErrorImageUnavailable = 103,
  /// No ad source handed to set-up has a server parameter.
  SampleObjCCustomEventErrorMissingCredentials = 104,
  /// A full-screen ad was asked to show before it loaded, or after it expired.
  SampleObjCCustomEventErrorAdNotReady = 105,
  /// A full-screen ad was asked to show a second time; an ad is shown once.
  SampleObjCCustomEventErrorAlreadyPresented = 106,
};

/// The custom event. The SDK makes one instance per request with `-init` and calls one load
/// method on it; each instance keeps its own load, nothing lives in globals.
@interface SampleObjCCustomEvent : NSObject <GADMediationAdapter>
@end

NS_ASSUME_NONNULL_END
