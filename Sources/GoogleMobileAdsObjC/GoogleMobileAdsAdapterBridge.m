#import <GoogleMobileAds/GoogleMobileAds.h>
#import <ObjCFaces/ObjCFaces.h>
#import <UIKitObjC/Faces.h>
#include <objc/runtime.h>
#include <string.h>

#import "GoogleMobileAdsObjC/SwiftSide.h"

// Drives an Objective-C adapter class for the engine: the SDK's side of every call. Each entry
// runs in an autorelease pool of its own, as a call from the SDK on a run-loop turn would.

static Class GACClass(const char *className) {
  return objc_lookUpClass(className);
}

int gac_gma_class_exists(const char *className) {
  return GACClass(className) != Nil;
}

int gac_gma_class_conforms(const char *className, const char *protocolName) {
  Protocol *protocol = NSProtocolFromString([NSString stringWithUTF8String:protocolName]);
  Class cls = GACClass(className);
  return cls != Nil && protocol != nil && [cls conformsToProtocol:protocol];
}

int gac_gma_class_responds(const char *className, const char *selector, int classMethod) {
  Class cls = GACClass(className);
  SEL sel = sel_registerName(selector);
  if (cls == Nil) return 0;
  return classMethod ? [cls respondsToSelector:sel] : [cls instancesRespondToSelector:sel];
}

gac_version gac_gma_adapter_version(const char *className, int sdk) {
  @autoreleasepool {
    Class<GADMediationAdapter> cls = (Class<GADMediationAdapter>)GACClass(className);
    GADVersionNumber version = sdk ? [cls adSDKVersion] : [cls adapterVersion];
    return (gac_version){version.majorVersion, version.minorVersion, version.patchVersion};
  }
}

const char *gac_gma_adapter_extras_class(const char *className) {
  @autoreleasepool {
    Class<GADMediationAdapter> cls = (Class<GADMediationAdapter>)GACClass(className);
    Class extras = [(Class)cls respondsToSelector:@selector(networkExtrasClass)] ? [cls networkExtrasClass] : Nil;
    return extras == Nil ? NULL : class_getName(extras);
  }
}

void gac_gma_adapter_set_up(const char *className, gac_object configuration, gac_swift completion) {
  @autoreleasepool {
    GACSwiftBox *box = [[GACSwiftBox alloc] initTakingSwift:completion];
    Class<GADMediationAdapter> cls = (Class<GADMediationAdapter>)GACClass(className);
    [cls setUpWithConfiguration:(__bridge GADMediationServerConfiguration *)configuration
              completionHandler:^(NSError *error) {
                gac_gma_complete_set_up(box.swift, (__bridge void *)error);
              }];
  }
}

gac_object gac_gma_adapter_new(const char *className) {
  @autoreleasepool {
    id adapter = [[GACClass(className) alloc] init];
    return (__bridge_retained void *)adapter;
  }
}

/// The event-delegate face the engine's handler returned, for the block to hand back.
static id GACCompleteLoad(GACSwiftBox *box, id ad, NSError *error) {
  return (__bridge_transfer id)gac_gma_complete_load(box.swift, (__bridge void *)ad, (__bridge void *)error);
}

void gac_gma_adapter_load(gac_object object, gac_load load, gac_object configuration, gac_swift completion) {
  @autoreleasepool {
    id<GADMediationAdapter> adapter = (__bridge id<GADMediationAdapter>)object;
    GACSwiftBox *box = [[GACSwiftBox alloc] initTakingSwift:completion];
    id config = (__bridge id)configuration;
    switch (load) {
      case GACLoadBanner: {
        [adapter loadBannerForAdConfiguration:config
                            completionHandler:^id<GADMediationBannerAdEventDelegate>(id<GADMediationBannerAd> ad,
                                                                                     NSError *error) {
                              return GACCompleteLoad(box, ad, error);
                            }];
        break;
      }
      case GACLoadInterstitial: {
        [adapter loadInterstitialForAdConfiguration:config
                                  completionHandler:^id<GADMediationInterstitialAdEventDelegate>(
                                      id<GADMediationInterstitialAd> ad, NSError *error) {
                                    return GACCompleteLoad(box, ad, error);
                                  }];
        break;
      }
      case GACLoadRewarded: {
        [adapter loadRewardedAdForAdConfiguration:config
                                completionHandler:^id<GADMediationRewardedAdEventDelegate>(
                                    id<GADMediationRewardedAd> ad, NSError *error) {
                                  return GACCompleteLoad(box, ad, error);
                                }];
        break;
      }
      case GACLoadRewardedInterstitial: {
        [adapter loadRewardedInterstitialAdForAdConfiguration:config
                                            completionHandler:^id<GADMediationRewardedAdEventDelegate>(
                                                id<GADMediationRewardedAd> ad, NSError *error) {
                                              return GACCompleteLoad(box, ad, error);
                                            }];
        break;
      }
      case GACLoadAppOpen: {
        [adapter loadAppOpenAdForAdConfiguration:config
                               completionHandler:^id<GADMediationAppOpenAdEventDelegate>(
                                   id<GADMediationAppOpenAd> ad, NSError *error) {
                                 return GACCompleteLoad(box, ad, error);
                               }];
        break;
      }
      case GACLoadNative: {
        [adapter loadNativeAdForAdConfiguration:config
                              completionHandler:^id<GADMediationNativeAdEventDelegate>(id<GADMediationNativeAd> ad,
                                                                                       NSError *error) {
                                return GACCompleteLoad(box, ad, error);
                              }];
        break;
      }
    }
  }
}

void gac_gma_adapter_collect_signals(gac_object object, gac_object parameters, gac_swift completion) {
  @autoreleasepool {
    id<GADRTBAdapter> adapter = (__bridge id<GADRTBAdapter>)object;
    GACSwiftBox *box = [[GACSwiftBox alloc] initTakingSwift:completion];
    [adapter collectSignalsForRequestParameters:(__bridge GADRTBRequestParameters *)parameters
                              completionHandler:^(NSString *signals, NSError *error) {
                                gac_gma_complete_signals(box.swift, (__bridge void *)signals, (__bridge void *)error);
                              }];
  }
}

#pragma mark - Loaded ads

gac_object gac_gma_banner_view(gac_object ad) {
  @autoreleasepool {
    return (__bridge_retained void *)[(__bridge id<GADMediationBannerAd>)ad view];
  }
}

void gac_gma_banner_change_size(gac_object ad, gac_ad_size size) {
  @autoreleasepool {
    id<GADMediationBannerAd> banner = (__bridge id<GADMediationBannerAd>)ad;
    if ([banner respondsToSelector:@selector(changeAdSizeTo:)])
      [banner changeAdSizeTo:(GADAdSize){CGSizeMake(size.width, size.height), size.flags}];
  }
}

void gac_gma_present(gac_object ad, gac_object viewController) {
  @autoreleasepool {
    [(__bridge id<GADMediationInterstitialAd>)ad presentFromViewController:(__bridge UIViewController *)viewController];
  }
}

gac_object gac_gma_native_get(gac_object ad, const char *member) {
  @autoreleasepool {
    id native = (__bridge id)ad;
    SEL selector = sel_registerName(member);
    if (![native respondsToSelector:selector]) return NULL;
    id (*getter)(id, SEL) = (id (*)(id, SEL))[native methodForSelector:selector];
    return (__bridge_retained void *)getter(native, selector);
  }
}

double gac_gma_native_number(gac_object ad, const char *member) {
  @autoreleasepool {
    id native = (__bridge id)ad;
    SEL selector = sel_registerName(member);
    if (![native respondsToSelector:selector]) return NAN;
    NSMethodSignature *signature = [native methodSignatureForSelector:selector];
    const char *type = signature.methodReturnType;
    IMP imp = [native methodForSelector:selector];
    // Skip type qualifiers (`r` const, `V` oneway, …) before the return type's own code.
    while (type[0] != '\0' && strchr("rnNoORV", type[0]) != NULL) type++;
    switch (type[0]) {
      case 'c':
      case 'C':
      case 'B':
        return ((unsigned char (*)(id, SEL))imp)(native, selector) != 0;
      case 'd':
        return ((double (*)(id, SEL))imp)(native, selector);
      case 'f':
        return ((float (*)(id, SEL))imp)(native, selector);
      case 'i':
      case 'I':
        return ((int (*)(id, SEL))imp)(native, selector);
      case 'l':
      case 'L':
      case 'q':
      case 'Q':
        return (double)((long (*)(id, SEL))imp)(native, selector);
      default:
        return NAN;
    }
  }
}

void gac_gma_native_did_render(
    gac_object ad, gac_object view, gac_object clickable, gac_object nonclickable, gac_object viewController) {
  @autoreleasepool {
    id<GADMediationNativeAd> native = (__bridge id<GADMediationNativeAd>)ad;
    if (![native respondsToSelector:@selector(didRenderInView:clickableAssetViews:nonclickableAssetViews:viewController:)])
      return;
    [native didRenderInView:(__bridge UIView *)view
           clickableAssetViews:(__bridge NSDictionary *)clickable
        nonclickableAssetViews:(__bridge NSDictionary *)nonclickable
                viewController:(__bridge UIViewController *)viewController];
  }
}

void gac_gma_native_did_record_impression(gac_object ad) {
  @autoreleasepool {
    id<GADMediationNativeAd> native = (__bridge id<GADMediationNativeAd>)ad;
    if ([native respondsToSelector:@selector(didRecordImpression)]) [native didRecordImpression];
  }
}

void gac_gma_native_did_record_click(gac_object ad, gac_object asset, gac_object view, gac_object viewController) {
  @autoreleasepool {
    id<GADMediationNativeAd> native = (__bridge id<GADMediationNativeAd>)ad;
    if ([native respondsToSelector:@selector(didRecordClickOnAssetWithName:view:viewController:)])
      [native didRecordClickOnAssetWithName:(__bridge NSString *)asset
                                       view:(__bridge UIView *)view
                             viewController:(__bridge UIViewController *)viewController];
  }
}

void gac_gma_native_did_untrack(gac_object ad, gac_object view) {
  @autoreleasepool {
    id<GADMediationNativeAd> native = (__bridge id<GADMediationNativeAd>)ad;
    if ([native respondsToSelector:@selector(didUntrackView:)]) [native didUntrackView:(__bridge UIView *)view];
  }
}
