// What the reference custom event's per-format classes share: its errors, the server
// parameter, the network requests, and the guard that completes a load once.
#import <Foundation/Foundation.h>
#import <GoogleMobileAds/GoogleMobileAds.h>
#import <SampleAdSDK/SampleAdSDK.h>

#import "SampleObjCCustomEvent.h"

NS_ASSUME_NONNULL_BEGIN

/// Every load completion handler of the SDK has this shape (an ad or an error in, the event
/// delegate out); the per-format types differ only in the protocols they name.
typedef id _Nullable (^SampleObjCLoadHandler)(id _Nullable ad, NSError *_Nullable error);

/// An error of the custom event's own domain, its text under `NSLocalizedDescriptionKey`.
NSError *SampleObjCError(SampleObjCCustomEventErrorCode code, NSString *description);

/// The error for a load the Sample Ad SDK failed: the SDK's domain and its code, and a sentence
/// naming the code, so the network's reason stays visible to the publisher.
NSError *SampleObjCNetworkError(SampleErrorCode code);

/// The error for a missing, empty or non-text server parameter.
NSError *SampleObjCInvalidServerParameterError(void);

/// The ad unit a publisher entered for the custom event (`settings[@"parameter"]`), or nil when
/// it is missing, not text, or blank.
NSString *_Nullable SampleObjCAdUnit(GADMediationCredentials *credentials);

/// The network request for a banner or full-screen load: the SDK's test flag.
SampleAdRequest *SampleObjCAdRequest(GADMediationAdConfiguration *configuration);

/// Calls a load's completion handler at most once, whatever the network does: answers twice,
/// answers then fails, or calls back on two threads at the same moment. The winner takes the
/// handler and the guard lets go of it, so whatever the handler captured is freed as soon as
/// the SDK is done with it.
@interface SampleObjCLoadCompletion : NSObject

- (instancetype)initWithHandler:(SampleObjCLoadHandler)handler NS_DESIGNATED_INITIALIZER;

/// The handler, to the first caller only; every later caller gets nil.
- (nullable SampleObjCLoadHandler)claim;

@end

NS_ASSUME_NONNULL_END
