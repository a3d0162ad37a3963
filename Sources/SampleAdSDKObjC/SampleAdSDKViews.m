#import "Internal.h"

// The SDK's views are UIView faces: `-initWithFrame:` (through `+gac_kind`) makes the Swift
// stand-in of the same name, and the UIKit face does the rest.

@implementation SampleBanner {
  GACSwiftBox *_forwarder;
  id _fetchHold;
}

@synthesize delegate = _delegate;

+ (const char *)gac_kind {
  return "SampleBanner";
}

- (NSString *)adUnit {
  return GACStringTakingUTF8(gac_sample_text_get(self.gac_swift, GACSampleAdUnit));
}

- (void)setAdUnit:(NSString *)adUnit {
  gac_sample_text_set(self.gac_swift, GACSampleAdUnit, adUnit.UTF8String);
}

- (void)setDelegate:(id<SampleBannerAdDelegate>)delegate {
  _delegate = delegate;
  GACSampleForward(self.gac_swift, &_forwarder);
}

GAC_SAMPLE_FETCH_METHODS(SampleAdRequest)

@end

@implementation SampleMediaView

+ (const char *)gac_kind {
  return "SampleMediaView";
}

- (instancetype)initWithFrame:(CGRect)frame {
  return [super initWithFrame:frame];
}

- (void)createMediaContent {
  gac_sample_media_view_create_content(self.gac_swift);
}

- (void)playMedia {
  gac_sample_media_view_play(self.gac_swift);
}

@end

@implementation SampleAdInfoView

+ (const char *)gac_kind {
  return "SampleAdInfoView";
}

// Declared unavailable, as in the real header; an adapter that calls them anyway gets the
// view `-init` makes.
- (instancetype)initWithFrame:(CGRect)frame {
  return [super initWithFrame:frame];
}

- (instancetype)initWithCoder:(NSCoder *)aDecoder {
  return [self init];
}

@end
