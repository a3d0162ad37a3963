// What the Sample Ad SDK faces share among their own files.
#import <SampleAdSDK/SampleAdSDK.h>
#import <UIKitObjC/Faces.h>

#import "SampleAdSDKObjC/SwiftSide.h"

NS_ASSUME_NONNULL_BEGIN

// Every ad object and view of the SDK is a face of the Swift stand-in of the same name. A face
// that fetches holds itself from `-fetchAd:` until the load or failure callback, as an in-flight
// request holds the real SDK's object (the Swift stand-in's fetch holds the Swift object the same
// way): an adapter may drop its loader once it has fetched and still hear the answer.

@interface SampleBanner ()
- (void)gac_endFetch;
@end

@interface SampleInterstitial () <GACFace>
- (void)gac_endFetch;
@end

@interface SampleRewardedAd () <GACFace>
- (void)gac_endFetch;
@end

@interface SampleAppOpenAd () <GACFace>
- (void)gac_endFetch;
@end

@interface SampleNativeAdLoader () <GACFace>
- (void)gac_endFetch;
@end

@interface SampleNativeAd () <GACFace>
@end

/// Fetches `swift` with the fields of `request` (nil allowed).
void GACSampleFetch(gac_swift swift, SampleAdRequest *_Nullable request);

/// The forwarder that makes the stand-in's callbacks reach the face's delegate, made and
/// installed on first use; the face keeps it in `*forwarder`.
void GACSampleForward(gac_swift swift, GACSwiftBox *_Nullable __strong *_Nonnull forwarder);

/// `-fetchAd:` and `-gac_endFetch` of a face that fetches, whose ivars include
/// `GACSwiftBox *_forwarder; id _fetchHold;`: the fetch installs the forwarder of the stand-in's
/// callbacks and keeps the face alive until the network answers or its scenario ends (as an
/// in-flight request keeps its ad object), then hands the stand-in the request's fields. Answers
/// racing on two threads both end the fetch: the hold is swapped out under the face's lock, so
/// it is released once (two releases freed the face while its adapter still held it).
#define GAC_SAMPLE_FETCH_METHODS(RequestClass)                 \
  -(void)fetchAd : (RequestClass *)request {                    \
    GACSampleForward(self.gac_swift, &_forwarder);              \
    @synchronized(self) {                                       \
      _fetchHold = self;                                        \
    }                                                           \
    GACSampleFetch(self.gac_swift, request);                    \
  }                                                             \
  -(void)gac_endFetch {                                         \
    id hold;                                                    \
    @synchronized(self) {                                       \
      hold = _fetchHold;                                        \
      _fetchHold = nil;                                         \
    }                                                           \
    (void)hold;                                                 \
  }

NS_ASSUME_NONNULL_END
