#import <ObjCFaces/ObjCFaces.h>
#import <ScriptedNetwork/GACScriptedNetwork.h>

#include <math.h>

#import "ScriptedNetworkObjC/SwiftSide.h"

// The Objective-C side of the scripted network: value objects for requests and answers, and a
// network object that holds the scenario's host (a Swift object) and hands each call to it.

GACScriptedFormat const GACScriptedFormatBanner = @"banner";
GACScriptedFormat const GACScriptedFormatNative = @"native";
GACScriptedFormat const GACScriptedFormatInterstitial = @"interstitial";
GACScriptedFormat const GACScriptedFormatRewarded = @"rewarded";
GACScriptedFormat const GACScriptedFormatRewardedInterstitial = @"rewardedInterstitial";
GACScriptedFormat const GACScriptedFormatAppOpen = @"appOpen";

const NSInteger GACScriptedMainLane = -1;

/// The harness's own initializers, which ARC must treat as initializers.
#define GAC_INIT __attribute__((objc_method_family(init)))

/// -1 for nil, else the number's truth.
static int GACFlag(NSNumber *_Nullable flag) { return flag == nil ? -1 : (flag.boolValue ? 1 : 0); }
/// NAN for nil, else the number.
static double GACSize(NSNumber *_Nullable size) { return size == nil ? NAN : size.doubleValue; }

#pragma mark - Requests

@implementation GACScriptedRequest

- (instancetype)initWithFormat:(GACScriptedFormat)format {
  if ((self = [super init])) _format = [format copy];
  return self;
}

- (id)copyWithZone:(NSZone *)zone {
  GACScriptedRequest *copy = [[GACScriptedRequest alloc] initWithFormat:_format];
  copy.adUnit = _adUnit;
  copy.testMode = _testMode;
  copy.downloadImages = _downloadImages;
  copy.orientation = _orientation;
  copy.multipleImages = _multipleImages;
  copy.adChoicesPosition = _adChoicesPosition;
  copy.bannerWidth = _bannerWidth;
  copy.bannerHeight = _bannerHeight;
  copy.childDirected = _childDirected;
  copy.underAgeOfConsent = _underAgeOfConsent;
  copy.bidResponse = _bidResponse;
  copy.watermark = _watermark;
  return copy;
}

- (NSString *)description {
  return [NSString stringWithFormat:@"<GACScriptedRequest %@ %@>", _format, _adUnit ?: @"(no ad unit)"];
}

@end

@implementation GACScriptedSignalRequest
@end

#pragma mark - Answers

@interface GACScriptedImage ()
- (nullable instancetype)gac_initWithFields:(nullable NSDictionary *)fields GAC_INIT;
@end

@implementation GACScriptedImage

- (instancetype)gac_initWithFields:(NSDictionary *)fields {
  if (![fields isKindOfClass:[NSDictionary class]]) return nil;
  if ((self = [super init])) {
    _URLString = [fields[@"url"] copy] ?: @"";
    _URL = [NSURL URLWithString:_URLString];
    _data = [fields[@"bytes"] copy] ?: [NSData data];
    _scale = [fields[@"scale"] doubleValue];
  }
  return self;
}

@end

@interface GACScriptedAd ()
- (instancetype)gac_initWithFields:(NSDictionary *)fields GAC_INIT;
@end

@implementation GACScriptedAd

- (instancetype)gac_initWithFields:(NSDictionary *)fields {
  if ((self = [super init])) {
    _headline = [fields[@"headline"] copy];
    _body = [fields[@"body"] copy];
    _callToAction = [fields[@"callToAction"] copy];
    _advertiser = [fields[@"advertiser"] copy];
    _store = [fields[@"store"] copy];
    _price = [fields[@"price"] copy];
    _starRating = [fields[@"starRating"] copy];
    _icon = [[GACScriptedImage alloc] gac_initWithFields:fields[@"icon"]];
    NSMutableArray<GACScriptedImage *> *images = [NSMutableArray array];
    for (NSDictionary *image in fields[@"images"]) {
      GACScriptedImage *made = [[GACScriptedImage alloc] gac_initWithFields:image];
      if (made != nil) [images addObject:made];
    }
    _images = [images copy];
    _extraAssets = [fields[@"extraAssets"] copy];
    _hasVideo = [fields[@"hasVideo"] boolValue];
    _videoDuration = fields[@"videoDuration"];
    NSString *adChoices = fields[@"adChoices"];
    _adChoices = [adChoices isEqual:@"iconAndURL"] ? GACScriptedAdChoicesIconAndURL
                 : [adChoices isEqual:@"none"]     ? GACScriptedAdChoicesNone
                                                   : GACScriptedAdChoicesView;
    _adChoicesIcon = [[GACScriptedImage alloc] gac_initWithFields:fields[@"adChoicesIcon"]];
    _adChoicesClickURL = [fields[@"adChoicesClickURL"] copy];
    _deepLinks = [fields[@"deepLinks"] copy] ?: @[];
    _destinationURL = [fields[@"destinationURL"] copy];
  }
  return self;
}

- (NSString *)description {
  return [NSString stringWithFormat:@"<GACScriptedAd %@>", _headline ?: @"(no headline)"];
}

@end

@interface GACScriptedFailure ()
- (instancetype)gac_initWithCode:(NSInteger)code carriesError:(BOOL)carriesError offline:(BOOL)offline GAC_INIT;
/// The failure of a load or token request made without a connected network.
+ (GACScriptedFailure *)gac_offline;
@end

@implementation GACScriptedFailure

- (instancetype)gac_initWithCode:(NSInteger)code carriesError:(BOOL)carriesError offline:(BOOL)offline {
  if ((self = [super init])) {
    _code = code;
    _carriesError = carriesError;
    _offline = offline;
  }
  return self;
}

+ (GACScriptedFailure *)gac_offline {
  return [[GACScriptedFailure alloc] gac_initWithCode:0 carriesError:YES offline:YES];
}

- (NSString *)description {
  return _offline ? @"<GACScriptedFailure offline>"
                  : [NSString stringWithFormat:@"<GACScriptedFailure code %ld%@>", (long)_code,
                                               _carriesError ? @"" : @", without an error"];
}

@end

#pragma mark - Calls from Swift

void gac_scripted_answer(gac_object block, gac_object fields, long code, int carriesError) {
  GACScriptedAnswerHandler answer = (__bridge GACScriptedAnswerHandler)block;
  if (fields != NULL) {
    answer([[GACScriptedAd alloc] gac_initWithFields:(__bridge NSDictionary *)fields], nil);
  } else {
    answer(nil, [[GACScriptedFailure alloc] gac_initWithCode:code carriesError:carriesError != 0 offline:NO]);
  }
}

void gac_scripted_event(gac_object block, GACScriptedEvent event) {
  ((__bridge GACScriptedEventHandler)block)(event);
}

void gac_scripted_token(gac_object block, const char *token, int failed, long code) {
  GACScriptedSignalHandler answer = (__bridge GACScriptedSignalHandler)block;
  if (failed) {
    answer(nil, [[GACScriptedFailure alloc] gac_initWithCode:code carriesError:YES offline:NO]);
  } else {
    answer(token == NULL ? nil : [NSString stringWithUTF8String:token], nil);
  }
}

#pragma mark - The network

/// A block copied to the heap, handed to Swift with one reference (NULL for nil).
static gac_object GACHandOver(id _Nullable block) {
  return block == nil ? NULL : (__bridge_retained void *)[block copy];
}

/// The Swift object behind a face (borrowed), or NULL.
static gac_swift GACSwiftOf(id _Nullable face) { return face == nil ? NULL : gac_face_swift((__bridge void *)face); }

@interface GACScriptedNetwork ()
- (instancetype)gac_init GAC_INIT;
@end

@implementation GACScriptedNetwork {
  /// The scenario's host; nil when not connected.
  GACSwiftBox *_host;
}

+ (GACScriptedNetwork *)currentNetwork {
  GACScriptedNetwork *network = [[GACScriptedNetwork alloc] gac_init];
  gac_swift host = gac_scripted_current();
  if (host != NULL) network->_host = [[GACSwiftBox alloc] initTakingSwift:host];
  return network;
}

- (instancetype)gac_init {
  return [super init];
}

- (BOOL)isConnected {
  return _host != nil;
}

- (void)fetch:(GACScriptedRequest *)request events:(GACScriptedEventHandler)events answer:(GACScriptedAnswerHandler)answer {
  if (_host == nil) {
    // An SDK without a connection fails its load at once.
    answer(nil, [GACScriptedFailure gac_offline]);
    return;
  }
  gac_scripted_request fields = {
      .format = request.format.UTF8String,
      .adUnit = request.adUnit.UTF8String,
      .testMode = GACFlag(request.testMode),
      .downloadImages = GACFlag(request.downloadImages),
      .orientation = request.orientation.UTF8String,
      .multipleImages = GACFlag(request.multipleImages),
      .adChoicesPosition = request.adChoicesPosition.UTF8String,
      .bannerWidth = GACSize(request.bannerWidth),
      .bannerHeight = GACSize(request.bannerHeight),
      .childDirected = GACFlag(request.childDirected),
      .underAgeOfConsent = GACFlag(request.underAgeOfConsent),
      .bidResponse = request.bidResponse.UTF8String,
      .watermark = request.watermark.UTF8String,
  };
  gac_scripted_fetch(_host.swift, &fields, GACHandOver(events), GACHandOver(answer));
}

- (void)registerEventHandler:(GACScriptedEventHandler)events {
  if (_host != nil) gac_scripted_register_events(_host.swift, GACHandOver(events));
}

- (BOOL)createsAdObject {
  return _host == nil || gac_scripted_creates_ad_object(_host.swift) != 0;
}

- (void)registerAdView:(UIView *)view {
  gac_swift swift = GACSwiftOf(view);
  if (_host != nil && swift != NULL) gac_scripted_register_ad_view(_host.swift, swift);
}

- (void)showFromViewController:(UIViewController *)viewController {
  if (_host != nil) gac_scripted_show(_host.swift, GACSwiftOf(viewController));
}

- (void)collectSignals:(GACScriptedSignalRequest *)request answer:(GACScriptedSignalHandler)answer {
  if (_host == nil) {
    answer(nil, [GACScriptedFailure gac_offline]);
    return;
  }
  gac_scripted_signal_request fields = {
      .format = request.format.UTF8String,
      .bannerWidth = GACSize(request.bannerWidth),
      .bannerHeight = GACSize(request.bannerHeight),
      .childDirected = GACFlag(request.childDirected),
      .underAgeOfConsent = GACFlag(request.underAgeOfConsent),
  };
  gac_scripted_collect_signals(_host.swift, &fields, GACHandOver(answer));
}

- (void)notePrivacyChildDirected:(NSNumber *)childDirected underAgeOfConsent:(NSNumber *)underAgeOfConsent {
  if (_host != nil) gac_scripted_note_privacy(_host.swift, GACFlag(childDirected), GACFlag(underAgeOfConsent));
}

- (void)note:(NSString *)note {
  if (_host != nil && note != nil) gac_scripted_note(_host.swift, note.UTF8String);
}

- (void)observeViewRegistered:(UIView *)view clickableViews:(NSArray<UIView *> *)clickable {
  if (_host != nil) gac_scripted_observe(_host.swift, 0, GACSwiftOf(view), (__bridge void *)clickable);
}

- (void)observeViewUnregistered {
  if (_host != nil) gac_scripted_observe(_host.swift, 1, NULL, NULL);
}

- (void)observeClickRecordedOnView:(UIView *)view {
  if (_host != nil) gac_scripted_observe(_host.swift, 2, GACSwiftOf(view), NULL);
}

- (void)observeImpressionRecorded {
  if (_host != nil) gac_scripted_observe(_host.swift, 3, NULL, NULL);
}

- (void)scheduleAfterMilliseconds:(NSInteger)delay onLane:(NSInteger)lane block:(void (^)(void))block {
  if (_host != nil) gac_scripted_schedule(_host.swift, (long)delay, (long)lane, GACHandOver(block));
}

- (NSString *)description {
  return _host != nil ? @"<GACScriptedNetwork connected>" : @"<GACScriptedNetwork not connected>";
}

@end
