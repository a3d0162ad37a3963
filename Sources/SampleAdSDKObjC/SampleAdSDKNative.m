#import "Internal.h"

// The native loader and the native ad are NSObject faces. `-init` makes their Swift stand-ins
// through the makers the host declares; an ad the Swift loader returns gets its face when it
// reaches the delegate.

@implementation SampleNativeAdLoader {
  gac_swift _swift;
  GACSwiftBox *_forwarder;
  id _fetchHold;
}

@synthesize delegate = _delegate;

GAC_REGISTERED_FACE_ROOT_METHODS

- (instancetype)init {
  return [self gac_initTakingSwift:gac_uikit_make("SampleNativeAdLoader", (gac_rect){0, 0, 0, 0})];
}

- (NSString *)adUnitID {
  return GACStringTakingUTF8(gac_sample_text_get(_swift, GACSampleAdUnitID));
}

- (void)setAdUnitID:(NSString *)adUnitID {
  gac_sample_text_set(_swift, GACSampleAdUnitID, adUnitID.UTF8String);
}

- (void)setDelegate:(id<SampleNativeAdLoaderDelegate>)delegate {
  _delegate = delegate;
  GACSampleForward(_swift, &_forwarder);
}

GAC_SAMPLE_FETCH_METHODS(SampleNativeAdRequest)

@end

@implementation SampleNativeAd {
  gac_swift _swift;
}

GAC_REGISTERED_FACE_ROOT_METHODS

- (instancetype)init {
  return [self gac_initTakingSwift:gac_uikit_make("SampleNativeAd", (gac_rect){0, 0, 0, 0})];
}

static NSString *Text(SampleNativeAd *ad, gac_sample_text key) {
  return GACStringTakingUTF8(gac_sample_text_get(ad.gac_swift, key));
}

static void SetText(SampleNativeAd *ad, gac_sample_text key, NSString *text) {
  gac_sample_text_set(ad.gac_swift, key, text.UTF8String);
}

- (NSString *)advertiser {
  return Text(self, GACSampleAdvertiser);
}
- (void)setAdvertiser:(NSString *)advertiser {
  SetText(self, GACSampleAdvertiser, advertiser);
}
- (NSString *)body {
  return Text(self, GACSampleBody);
}
- (void)setBody:(NSString *)body {
  SetText(self, GACSampleBody, body);
}
- (NSString *)callToAction {
  return Text(self, GACSampleCallToAction);
}
- (void)setCallToAction:(NSString *)callToAction {
  SetText(self, GACSampleCallToAction, callToAction);
}
- (NSString *)headline {
  return Text(self, GACSampleHeadline);
}
- (void)setHeadline:(NSString *)headline {
  SetText(self, GACSampleHeadline, headline);
}
- (NSString *)iconURL {
  return Text(self, GACSampleIconURL);
}
- (void)setIconURL:(NSString *)iconURL {
  SetText(self, GACSampleIconURL, iconURL);
}
- (NSString *)imageURL {
  return Text(self, GACSampleImageURL);
}
- (void)setImageURL:(NSString *)imageURL {
  SetText(self, GACSampleImageURL, imageURL);
}
- (NSString *)price {
  return Text(self, GACSamplePrice);
}
- (void)setPrice:(NSString *)price {
  SetText(self, GACSamplePrice, price);
}
- (NSString *)store {
  return Text(self, GACSampleStore);
}
- (void)setStore:(NSString *)store {
  SetText(self, GACSampleStore, store);
}
- (NSString *)degreeOfAwesomeness {
  return Text(self, GACSampleDegreeOfAwesomeness);
}
- (void)setDegreeOfAwesomeness:(NSString *)degreeOfAwesomeness {
  SetText(self, GACSampleDegreeOfAwesomeness, degreeOfAwesomeness);
}

// The rating crosses as decimal text, so the adapter gets an NSDecimalNumber, as the header
// promises, with the digits the network sent.
- (NSDecimalNumber *)starRating {
  NSString *text = Text(self, GACSampleStarRating);
  return text == nil ? nil : [NSDecimalNumber decimalNumberWithString:text locale:nil];
}
- (void)setStarRating:(NSDecimalNumber *)starRating {
  SetText(self, GACSampleStarRating, [starRating descriptionWithLocale:nil]);
}

- (CGFloat)iconScale {
  return gac_sample_number_get(_swift, GACSampleIconScale);
}
- (void)setIconScale:(CGFloat)iconScale {
  gac_sample_number_set(_swift, GACSampleIconScale, iconScale);
}
- (CGFloat)imageScale {
  return gac_sample_number_get(_swift, GACSampleImageScale);
}
- (void)setImageScale:(CGFloat)imageScale {
  gac_sample_number_set(_swift, GACSampleImageScale, imageScale);
}

- (UIImage *)icon {
  return (__bridge_transfer UIImage *)gac_sample_object_get(_swift, GACSampleIcon);
}
- (void)setIcon:(UIImage *)icon {
  gac_sample_object_set(_swift, GACSampleIcon, icon.gac_swift);
}
- (UIImage *)image {
  return (__bridge_transfer UIImage *)gac_sample_object_get(_swift, GACSampleImage);
}
- (void)setImage:(UIImage *)image {
  gac_sample_object_set(_swift, GACSampleImage, image.gac_swift);
}
- (SampleMediaView *)mediaView {
  return (__bridge_transfer SampleMediaView *)gac_sample_object_get(_swift, GACSampleMediaView);
}
- (void)setMediaView:(SampleMediaView *)mediaView {
  gac_sample_object_set(_swift, GACSampleMediaView, mediaView.gac_swift);
}

- (void)handleClickOnView:(UIView *)view {
  gac_sample_native_ad_handle_click(_swift, view.gac_swift);
}

- (void)recordImpression {
  gac_sample_native_ad_record_impression(_swift);
}

- (void)playVideo {
  gac_sample_native_ad_play_video(_swift);
}

@end
