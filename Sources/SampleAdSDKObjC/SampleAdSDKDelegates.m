#import "Internal.h"

// The Objective-C end of delegate forwarding. The Swift stand-in's delegate is a Swift forwarder
// the face owns; on each callback it finds the face again (and stops there if the face is gone)
// and calls `gac_sample_deliver`, which sends the method to the face's weak delegate if that
// delegate implements it, with the face as the sender.

static BOOL Implements(id delegate, SEL selector) {
  return delegate != nil && [delegate respondsToSelector:selector];
}

static void DeliverBanner(SampleBanner *banner, gac_sample_callback callback, long value) {
  id<SampleBannerAdDelegate> delegate = banner.delegate;
  switch (callback) {
    case GACSampleBannerDidLoad:
      [banner gac_endFetch];
      if (Implements(delegate, @selector(bannerDidLoad:))) [delegate bannerDidLoad:banner];
      break;
    case GACSampleBannerDidFailToLoad:
      [banner gac_endFetch];
      if (Implements(delegate, @selector(banner:didFailToLoadAdWithErrorCode:)))
        [delegate banner:banner didFailToLoadAdWithErrorCode:(SampleErrorCode)value];
      break;
    case GACSampleBannerWillLeaveApplication:
      if (Implements(delegate, @selector(bannerWillLeaveApplication:))) [delegate bannerWillLeaveApplication:banner];
      break;
    default:
      break;
  }
}

static void DeliverInterstitial(SampleInterstitial *interstitial, gac_sample_callback callback, long value) {
  id<SampleInterstitialAdDelegate> delegate = interstitial.delegate;
  switch (callback) {
    case GACSampleInterstitialDidLoad:
      [interstitial gac_endFetch];
      if (Implements(delegate, @selector(interstitialDidLoad:))) [delegate interstitialDidLoad:interstitial];
      break;
    case GACSampleInterstitialDidFailToLoad:
      [interstitial gac_endFetch];
      if (Implements(delegate, @selector(interstitial:didFailToLoadAdWithErrorCode:)))
        [delegate interstitial:interstitial didFailToLoadAdWithErrorCode:(SampleErrorCode)value];
      break;
    case GACSampleInterstitialWillPresentScreen:
      if (Implements(delegate, @selector(interstitialWillPresentScreen:)))
        [delegate interstitialWillPresentScreen:interstitial];
      break;
    case GACSampleInterstitialWillDismissScreen:
      if (Implements(delegate, @selector(interstitialWillDismissScreen:)))
        [delegate interstitialWillDismissScreen:interstitial];
      break;
    case GACSampleInterstitialDidDismissScreen:
      if (Implements(delegate, @selector(interstitialDidDismissScreen:)))
        [delegate interstitialDidDismissScreen:interstitial];
      break;
    case GACSampleInterstitialWillLeaveApplication:
      if (Implements(delegate, @selector(interstitialWillLeaveApplication:)))
        [delegate interstitialWillLeaveApplication:interstitial];
      break;
    default:
      break;
  }
}

static void DeliverRewarded(SampleRewardedAd *rewardedAd, gac_sample_callback callback, long value) {
  id<SampleRewardedAdDelegate> delegate = rewardedAd.delegate;
  switch (callback) {
    case GACSampleRewardedDidReceiveAd:
      [rewardedAd gac_endFetch];
      if (Implements(delegate, @selector(rewardedAdDidReceiveAd:))) [delegate rewardedAdDidReceiveAd:rewardedAd];
      break;
    case GACSampleRewardedDidFailToLoad:
      [rewardedAd gac_endFetch];
      if (Implements(delegate, @selector(rewardedAdDidFailToLoadWithError:)))
        [delegate rewardedAdDidFailToLoadWithError:(SampleErrorCode)value];
      break;
    case GACSampleRewardedDidPresent:
      if (Implements(delegate, @selector(rewardedAdDidPresent:))) [delegate rewardedAdDidPresent:rewardedAd];
      break;
    case GACSampleRewardedDidDismiss:
      if (Implements(delegate, @selector(rewardedAdDidDismiss:))) [delegate rewardedAdDidDismiss:rewardedAd];
      break;
    case GACSampleRewardedUserDidEarnReward:
      if (Implements(delegate, @selector(rewardedAd:userDidEarnReward:)))
        [delegate rewardedAd:rewardedAd userDidEarnReward:(NSUInteger)value];
      break;
    default:
      break;
  }
}

static void DeliverAppOpen(SampleAppOpenAd *appOpenAd, gac_sample_callback callback, long value) {
  id<SampleAppOpenAdDelegate> delegate = appOpenAd.delegate;
  switch (callback) {
    case GACSampleAppOpenDidReceiveAd:
      [appOpenAd gac_endFetch];
      if (Implements(delegate, @selector(appOpenAdDidReceiveAd:))) [delegate appOpenAdDidReceiveAd:appOpenAd];
      break;
    case GACSampleAppOpenDidFailToLoad:
      [appOpenAd gac_endFetch];
      if (Implements(delegate, @selector(appOpenAdDidFailToLoadWithError:)))
        [delegate appOpenAdDidFailToLoadWithError:(SampleErrorCode)value];
      break;
    case GACSampleAppOpenWillPresent:
      if (Implements(delegate, @selector(appOpenAdWillPresent:))) [delegate appOpenAdWillPresent:appOpenAd];
      break;
    case GACSampleAppOpenDidPresent:
      if (Implements(delegate, @selector(appOpenAdDidPresent:))) [delegate appOpenAdDidPresent:appOpenAd];
      break;
    case GACSampleAppOpenDidDismiss:
      if (Implements(delegate, @selector(appOpenAdDidDismiss:))) [delegate appOpenAdDidDismiss:appOpenAd];
      break;
    case GACSampleAppOpenWillLeaveApplication:
      if (Implements(delegate, @selector(appOpenWillLeaveApplication:)))
        [delegate appOpenWillLeaveApplication:appOpenAd];
      break;
    default:
      break;
  }
}

static void DeliverNativeLoader(SampleNativeAdLoader *loader, gac_sample_callback callback, long value,
                                SampleNativeAd *nativeAd) {
  id<SampleNativeAdLoaderDelegate> delegate = loader.delegate;
  switch (callback) {
    case GACSampleNativeLoaderDidReceiveAd:
      [loader gac_endFetch];
      if (Implements(delegate, @selector(adLoader:didReceiveNativeAd:)))
        [delegate adLoader:loader didReceiveNativeAd:nativeAd];
      break;
    case GACSampleNativeLoaderDidFailToLoad:
      [loader gac_endFetch];
      if (Implements(delegate, @selector(adLoader:didFailToLoadAdWithErrorCode:)))
        [delegate adLoader:loader didFailToLoadAdWithErrorCode:(SampleErrorCode)value];
      break;
    default:
      break;
  }
}

void gac_sample_deliver(gac_object object, gac_sample_callback callback, long value, gac_object argument) {
  // A strong reference for the whole delivery: ending the fetch hold may drop the face's last
  // other one.
  id face = (__bridge id)object;
  if ([face isKindOfClass:[SampleBanner class]]) {
    DeliverBanner(face, callback, value);
  } else if ([face isKindOfClass:[SampleInterstitial class]]) {
    DeliverInterstitial(face, callback, value);
  } else if ([face isKindOfClass:[SampleRewardedAd class]]) {
    DeliverRewarded(face, callback, value);
  } else if ([face isKindOfClass:[SampleAppOpenAd class]]) {
    DeliverAppOpen(face, callback, value);
  } else if ([face isKindOfClass:[SampleNativeAdLoader class]]) {
    id nativeAd = (__bridge id)argument;
    DeliverNativeLoader(face, callback, value, [nativeAd isKindOfClass:[SampleNativeAd class]] ? nativeAd : nil);
  }
}
