// Broken variants of the reference custom event that get the adapter class wrong: set-up,
// per-instance state, bidding signals, child users. Each breaks the one rule its name starts
// with, as production adapters have been seen to.
#import "SampleObjCCustomEvent+Formats.h"

#pragma mark - ADP-2

/// ADP-2: reports set-up finished at once, so the SDK does not wait, and again when the
/// network's start-up "finishes" on the next turn of the main queue: two completions.
@interface BrokenObjCADP2SetUpTwice : SampleObjCCustomEvent
@end

@implementation BrokenObjCADP2SetUpTwice

+ (void)setUpWithConfiguration:(GADMediationServerConfiguration *)configuration
             completionHandler:(GADMediationAdapterSetUpCompletionBlock)completionHandler {
  [super setUpWithConfiguration:configuration completionHandler:completionHandler];
  dispatch_async(dispatch_get_main_queue(), ^{
    completionHandler(nil);
  });
}

@end

#pragma mark - ADP-4

/// The network ad of the latest native load in the process: file-scope state, which every
/// instance shares (Google's Objective-C sample keeps its native images this way). Read and
/// written under a lock: the defect is the sharing, not a data race (a strong global stored from
/// two threads at once could release its old value twice and crash whatever process hosts it).
static SampleNativeAd *gBrokenObjCLatestNativeAd;

static NSObject *BrokenObjCLatestNativeAdLock(void) {
  static NSObject *lock;
  static dispatch_once_t once;
  dispatch_once(&once, ^{
    lock = [NSObject new];
  });
  return lock;
}

static void BrokenObjCSetLatestNativeAd(SampleNativeAd *nativeAd) {
  @synchronized(BrokenObjCLatestNativeAdLock()) {
    gBrokenObjCLatestNativeAd = nativeAd;
  }
}

static SampleNativeAd *BrokenObjCLatestNativeAd(void) {
  @synchronized(BrokenObjCLatestNativeAdLock()) {
    return gBrokenObjCLatestNativeAd;
  }
}

/// ADP-4's mapped ad: it reads its assets from the file-scope ad, so two instances loading at
/// once both show the ad that arrived last.
@interface BrokenObjCADP4GlobalNativeAdAd : SampleObjCNativeAd
@end

@implementation BrokenObjCADP4GlobalNativeAdAd

- (instancetype)initWithNativeAd:(SampleNativeAd *)nativeAd
                          images:(NSArray<GADNativeAdImage *> *)images
                            icon:(GADNativeAdImage *)icon
                   adChoicesView:(UIView *)adChoicesView {
  self = [super initWithNativeAd:nativeAd images:images icon:icon adChoicesView:adChoicesView];
  BrokenObjCSetLatestNativeAd(nativeAd);
  return self;
}

- (SampleNativeAd *)nativeAd {
  return BrokenObjCLatestNativeAd();
}

@end

/// ADP-4: keeps the native ad in a file-scope variable instead of the instance.
@interface BrokenObjCADP4GlobalNativeAd : SampleObjCCustomEvent
@end

@implementation BrokenObjCADP4GlobalNativeAd

+ (Class)nativeAdClass {
  return [BrokenObjCADP4GlobalNativeAdAd class];
}

@end

#pragma mark - BID-1

/// BID-1: a bidding adapter (`GADRTBAdapter`) that answers with its cached signal at once and
/// again once the signal is refreshed in the background: the signal completion runs twice.
/// The public Sample Ad SDK has no bid-token call, so the signal is the adapter's own.
@interface BrokenObjCBID1SignalsTwice : SampleObjCCustomEvent <GADRTBAdapter>
@end

@implementation BrokenObjCBID1SignalsTwice

- (void)collectSignalsForRequestParameters:(GADRTBRequestParameters *)params
                         completionHandler:(GADRTBSignalCompletionHandler)completionHandler {
  NSString *signal = [NSString stringWithFormat:@"sample-objc-sdk-%@", SampleSDKVersion];
  completionHandler(signal, nil);
  dispatch_async(dispatch_get_global_queue(DISPATCH_QUEUE_PRIORITY_DEFAULT, 0), ^{
    completionHandler(signal, nil);
  });
}

@end

#pragma mark - PRV-2

/// Whether the publisher's global request configuration marks the user as a child.
static BOOL BrokenObjCUserIsChild(void) {
  GADRequestConfiguration *configuration = GADMobileAds.sharedInstance.requestConfiguration;
  return configuration.tagForChildDirectedTreatment.boolValue ||
         configuration.tagForUnderAgeOfConsent.boolValue;
}

/// PRV-2: its network may not serve children, and set-up refuses them, but loads do not check
/// again: an ad is loaded for a child whenever set-up ran before the flag was set, or not at all.
@interface BrokenObjCPRV2ServesChildren : SampleObjCCustomEvent
@end

@implementation BrokenObjCPRV2ServesChildren

+ (void)setUpWithConfiguration:(GADMediationServerConfiguration *)configuration
             completionHandler:(GADMediationAdapterSetUpCompletionBlock)completionHandler {
  if (BrokenObjCUserIsChild()) {
    completionHandler([NSError errorWithDomain:SampleObjCCustomEventErrorDomain
                                          code:107
                                      userInfo:@{
                                        NSLocalizedDescriptionKey :
                                            @"The Sample Ad SDK does not serve child users."
                                      }]);
    return;
  }
  [super setUpWithConfiguration:configuration completionHandler:completionHandler];
}

@end
