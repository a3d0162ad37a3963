#import <ScriptedNetwork/GACScriptedNetwork.h>
#import <UIKit/UIKit.h>

#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#import "ScriptedNetworkObjCStub.h"

// A stub SDK as an adopter writes one: its ad object takes the network when it loads and keeps
// it for the show and the events; its blocks are literals that capture the ad (so the network
// must copy them to keep them).

static pthread_mutex_t GACTinyLock = PTHREAD_MUTEX_INITIALIZER;
static NSMutableArray<NSString *> *GACTinyLines;

static void GACTinyLog(NSString *line) {
  pthread_mutex_lock(&GACTinyLock);
  if (GACTinyLines == nil) GACTinyLines = [NSMutableArray array];
  [GACTinyLines addObject:line];
  pthread_mutex_unlock(&GACTinyLock);
}

uint64_t gac_tiny_thread(void) { return (uint64_t)pthread_self(); }

static NSNumber *GACTinyFlag(int flag) { return flag < 0 ? nil : @(flag != 0); }

static NSString *GACTinyImage(GACScriptedImage *image) {
  if (image == nil) return @"(none)";
  NSString *bytes = [[NSString alloc] initWithData:image.data encoding:NSUTF8StringEncoding];
  return [NSString stringWithFormat:@"%@:%@@%g", image.URLString, bytes, image.scale];
}

@interface GACTinyAd : NSObject
@property(nonatomic) GACScriptedNetwork *network;
@property(nonatomic) UIView *view;
@end

@implementation GACTinyAd

- (void)load:(const gac_tiny_load_request *)fields {
  self.network = GACScriptedNetwork.currentNetwork;
  GACScriptedRequest *request =
      [[GACScriptedRequest alloc] initWithFormat:[NSString stringWithUTF8String:fields->format]];
  if (fields->adUnit != NULL) request.adUnit = [NSString stringWithUTF8String:fields->adUnit];
  request.testMode = GACTinyFlag(fields->testMode);
  if (fields->bannerWidth > 0) request.bannerWidth = @(fields->bannerWidth);
  if (fields->bannerHeight > 0) request.bannerHeight = @(fields->bannerHeight);
  if (fields->bidResponse != NULL) request.bidResponse = [NSString stringWithUTF8String:fields->bidResponse];
  if (fields->watermark != NULL) request.watermark = [NSString stringWithUTF8String:fields->watermark];
  request.childDirected = GACTinyFlag(fields->childDirected);
  request.underAgeOfConsent = GACTinyFlag(fields->underAgeOfConsent);
  if ([request.format isEqual:GACScriptedFormatBanner]) {
    self.view = [[UIView alloc] initWithFrame:CGRectMake(0, 0, 320, 50)];
    [self.network registerAdView:self.view];
  }
  __weak GACTinyAd *weakSelf = self;
  [self.network fetch:request
      events:^(GACScriptedEvent event) {
        if (weakSelf != nil) GACTinyLog([NSString stringWithFormat:@"event %ld", (long)event]);
      }
      answer:^(GACScriptedAd *ad, GACScriptedFailure *failure) {
        // The ad is held by its in-flight fetch, as a real SDK's request holds its ad object.
        [self answered:ad failure:failure];
      }];
}

- (void)answered:(GACScriptedAd *)ad failure:(GACScriptedFailure *)failure {
  if (ad != nil) {
    NSMutableArray<NSString *> *images = [NSMutableArray array];
    for (GACScriptedImage *image in ad.images) [images addObject:GACTinyImage(image)];
    NSArray<NSString *> *keys = [ad.extraAssets.allKeys sortedArrayUsingSelector:@selector(compare:)];
    NSMutableArray<NSString *> *extras = [NSMutableArray array];
    for (NSString *key in keys) [extras addObject:[NSString stringWithFormat:@"%@=%@", key, ad.extraAssets[key]]];
    GACTinyLog([NSString
        stringWithFormat:@"ad %@ body=%@ cta=%@ advertiser=%@ store=%@ price=%@ stars=%@ icon=%@ images=[%@] "
                         @"extras=[%@] video=%d duration=%@ adChoices=%ld choicesIcon=%@ choicesURL=%@ "
                         @"links=[%@] url=%@ thread=%llu",
                         ad.headline, ad.body, ad.callToAction, ad.advertiser, ad.store, ad.price, ad.starRating,
                         GACTinyImage(ad.icon), [images componentsJoinedByString:@","],
                         [extras componentsJoinedByString:@","], ad.hasVideo, ad.videoDuration,
                         (long)ad.adChoices, GACTinyImage(ad.adChoicesIcon), ad.adChoicesClickURL,
                         [ad.deepLinks componentsJoinedByString:@","], ad.destinationURL,
                         (unsigned long long)gac_tiny_thread()]);
  } else {
    GACTinyLog([NSString stringWithFormat:@"failure %ld error=%d offline=%d thread=%llu", (long)failure.code,
                                          failure.carriesError, failure.offline,
                                          (unsigned long long)gac_tiny_thread()]);
  }
}

@end

static GACTinyAd *GACTinyCurrent;

void gac_tiny_load(const gac_tiny_load_request *request) {
  @autoreleasepool {
    GACTinyAd *ad = [GACTinyAd new];
    pthread_mutex_lock(&GACTinyLock);
    GACTinyCurrent = ad;
    pthread_mutex_unlock(&GACTinyLock);
    [ad load:request];
  }
}

static GACTinyAd *GACTinyAdNow(void) {
  pthread_mutex_lock(&GACTinyLock);
  GACTinyAd *ad = GACTinyCurrent;
  pthread_mutex_unlock(&GACTinyLock);
  return ad;
}

void gac_tiny_show(int withController) {
  @autoreleasepool {
    GACTinyAd *ad = GACTinyAdNow();
    [ad.network showFromViewController:withController ? [[UIViewController alloc] init] : nil];
  }
}

void gac_tiny_signals(const char *format) {
  @autoreleasepool {
    GACScriptedSignalRequest *request = [GACScriptedSignalRequest new];
    if (format != NULL) request.format = [NSString stringWithUTF8String:format];
    request.bannerWidth = @320;
    request.bannerHeight = @50;
    [GACScriptedNetwork.currentNetwork collectSignals:request
                                               answer:^(NSString *token, GACScriptedFailure *failure) {
                                                 if (failure != nil) {
                                                   GACTinyLog([NSString stringWithFormat:@"token failure %ld offline=%d",
                                                                                         (long)failure.code,
                                                                                         failure.offline]);
                                                 } else {
                                                   GACTinyLog([NSString stringWithFormat:@"token %@", token ?: @"(none)"]);
                                                 }
                                               }];
  }
}

void gac_tiny_note(int childDirected, int underAgeOfConsent, const char *text) {
  @autoreleasepool {
    GACScriptedNetwork *network = GACScriptedNetwork.currentNetwork;
    [network notePrivacyChildDirected:GACTinyFlag(childDirected) underAgeOfConsent:GACTinyFlag(underAgeOfConsent)];
    [network note:[NSString stringWithUTF8String:text]];
  }
}

void gac_tiny_schedule(long delay, long lane) {
  @autoreleasepool {
    [GACScriptedNetwork.currentNetwork
        scheduleAfterMilliseconds:delay
                           onLane:lane
                            block:^{
                              GACTinyLog([NSString
                                  stringWithFormat:@"work thread=%llu", (unsigned long long)gac_tiny_thread()]);
                            }];
  }
}

int gac_tiny_connected(void) {
  @autoreleasepool {
    return GACScriptedNetwork.currentNetwork.connected;
  }
}

void *gac_tiny_view(void) { return gac_face_swift((__bridge void *)GACTinyAdNow().view); }

char *gac_tiny_take_log(void) {
  @autoreleasepool {
    pthread_mutex_lock(&GACTinyLock);
    NSString *log = [GACTinyLines ?: @[] componentsJoinedByString:@"\n"];
    GACTinyLines = nil;
    pthread_mutex_unlock(&GACTinyLock);
    return strdup(log.UTF8String);
  }
}

void gac_tiny_reset(void) {
  @autoreleasepool {
    pthread_mutex_lock(&GACTinyLock);
    GACTinyLines = nil;
    GACTinyCurrent = nil;
    pthread_mutex_unlock(&GACTinyLock);
  }
}
