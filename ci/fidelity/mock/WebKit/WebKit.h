// WebKit as partner SDK headers use it: the web view GMA registers for ads it renders.
#pragma once
#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN
@interface WKWebView : UIView
@end
NS_ASSUME_NONNULL_END
