// UIView, UIWindow, UIImageView, UIColor and the trait collection.
// Facts: UIKit.framework/Headers/UIView.h, UIColor.h, UIImageView.h (stored), UIImage.h,
// UITraitCollection.h (stored), UIInterface.h (UIContentSizeCategory), NSLayoutConstraint.h
// (UILayoutPriority) and UIWindow.h (stored) of the iOS 17.5 SDK, read through
// https://developer.apple.com/documentation/uikit/uiview,
// https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct,
// https://developer.apple.com/documentation/uikit/uiview/safeareainsets,
// https://developer.apple.com/documentation/uikit/uiview/systemlayoutsizefitting(_:withhorizontalfittingpriority:verticalfittingpriority:),
// https://developer.apple.com/documentation/uikit/uilayoutpriority,
// https://developer.apple.com/documentation/uikit/uitraitcollection/init(preferredcontentsizecategory:),
// https://developer.apple.com/documentation/uikit/uicontentsizecategory,
// https://developer.apple.com/documentation/uikit/uitraitenvironment/traitcollectiondidchange(_:)
//   (deprecated in iOS 17), https://developer.apple.com/documentation/uikit/uicolor/secondarysystembackground,
// https://developer.apple.com/documentation/uikit/uiimage/init(systemname:).
#pragma once
#import "UIResponder.h"
#import "UIGeometry.h"

#pragma clang assume_nonnull begin

@class UIWindow;

// UIImage.h: UIImage is Sendable (NS_SWIFT_SENDABLE) and not isolated to the main actor.
FK_EXTERN FK_IOS(2.0) FK_SENDABLE
@interface UIImage : NSObject
+ (nullable UIImage *)systemImageNamed:(NSString *)name FK_IOS(13.0) FK_SWIFT_NAME(init(systemName:));
@end

// UIColor.h: Sendable, not isolated to the main actor.
FK_EXTERN FK_IOS(2.0) FK_SENDABLE
@interface UIColor : NSObject <NSCopying>
@property (class, nonatomic, readonly) UIColor *clearColor;
@property (class, nonatomic, readonly) UIColor *systemBackgroundColor FK_IOS(13.0) FK_NO_TVOS;
@property (class, nonatomic, readonly) UIColor *secondarySystemBackgroundColor FK_IOS(13.0) FK_NO_TVOS;
@property (class, nonatomic, readonly) UIColor *labelColor FK_IOS(13.0) FK_TVOS(13.0);
@property (class, nonatomic, readonly) UIColor *secondaryLabelColor FK_IOS(13.0) FK_TVOS(13.0);
@end

// UIInterface.h / UIApplication.h: the Dynamic Type size.
typedef NSString *UIContentSizeCategory FK_TYPED_ENUM;
FK_EXTERN const UIContentSizeCategory UIContentSizeCategoryUnspecified FK_IOS(10.0)
  FK_SWIFT_NAME(UIContentSizeCategory.unspecified);
FK_EXTERN const UIContentSizeCategory UIContentSizeCategoryLarge FK_IOS(7.0)
  FK_SWIFT_NAME(UIContentSizeCategory.large);
FK_EXTERN const UIContentSizeCategory UIContentSizeCategoryExtraLarge FK_IOS(7.0)
  FK_SWIFT_NAME(UIContentSizeCategory.extraLarge);
FK_EXTERN const UIContentSizeCategory UIContentSizeCategoryExtraExtraExtraLarge FK_IOS(7.0)
  FK_SWIFT_NAME(UIContentSizeCategory.extraExtraExtraLarge);
FK_EXTERN const UIContentSizeCategory UIContentSizeCategoryAccessibilityExtraLarge FK_IOS(7.0)
  FK_SWIFT_NAME(UIContentSizeCategory.accessibilityExtraLarge);

// UITraitCollection.h: immutable and Sendable (NS_SWIFT_SENDABLE), not isolated to the main actor.
FK_EXTERN FK_IOS(8.0) FK_SENDABLE
@interface UITraitCollection : NSObject <NSCopying>
- (instancetype)init FK_DESIGNATED;
+ (UITraitCollection *)traitCollectionWithPreferredContentSizeCategory:(UIContentSizeCategory)preferredContentSizeCategory
  FK_IOS(10.0) FK_SWIFT_NAME(init(preferredContentSizeCategory:));
@property (nonatomic, copy, readonly) UIContentSizeCategory preferredContentSizeCategory FK_IOS(10.0);
@end

// UITraitCollection.h: the trait environment every view and view controller is.
FK_UI_ACTOR
@protocol UITraitEnvironment <NSObject>
@property (nonatomic, readonly) UITraitCollection *traitCollection FK_IOS(8.0);
- (void)traitCollectionDidChange:(nullable UITraitCollection *)previousTraitCollection FK_IOS(8.0)
  __attribute__((availability(ios, introduced = 8.0, deprecated = 17.0,
                              message = "Use the trait change registration APIs")))
  __attribute__((availability(tvos, introduced = 9.0, deprecated = 17.0,
                              message = "Use the trait change registration APIs")));
@end

// NSLayoutConstraint.h: layout priorities.
typedef float UILayoutPriority FK_TYPED_EXTENSIBLE_ENUM;
static const UILayoutPriority UILayoutPriorityRequired FK_IOS(6.0) FK_SWIFT_NAME(UILayoutPriority.required) = 1000;
static const UILayoutPriority UILayoutPriorityDefaultHigh FK_IOS(6.0) FK_SWIFT_NAME(UILayoutPriority.defaultHigh) = 750;
static const UILayoutPriority UILayoutPriorityDefaultLow FK_IOS(6.0) FK_SWIFT_NAME(UILayoutPriority.defaultLow) = 250;
static const UILayoutPriority UILayoutPriorityFittingSizeLevel FK_IOS(6.0) FK_SWIFT_NAME(UILayoutPriority.fittingSizeLevel) = 50;

typedef FK_OPTIONS(NSUInteger, UIViewAutoresizing) {
  UIViewAutoresizingNone = 0,
  UIViewAutoresizingFlexibleLeftMargin = 1 << 0,
  UIViewAutoresizingFlexibleWidth = 1 << 1,
  UIViewAutoresizingFlexibleRightMargin = 1 << 2,
  UIViewAutoresizingFlexibleTopMargin = 1 << 3,
  UIViewAutoresizingFlexibleHeight = 1 << 4,
  UIViewAutoresizingFlexibleBottomMargin = 1 << 5,
} FK_SWIFT_NAME(UIView.AutoresizingMask);

FK_EXTERN FK_IOS(2.0) FK_UI_ACTOR
@interface UIView : UIResponder <NSCoding, UITraitEnvironment>
- (instancetype)initWithFrame:(CGRect)frame FK_DESIGNATED;
- (nullable instancetype)initWithCoder:(NSCoder *)coder FK_DESIGNATED;
@property (nonatomic) CGRect frame;
@property (nonatomic) CGRect bounds;
@property (nonatomic) NSInteger tag;
@property (nonatomic, getter=isHidden) BOOL hidden;
@property (nonatomic, getter=isUserInteractionEnabled) BOOL userInteractionEnabled;
@property (nullable, nonatomic, readonly) UIView *superview;
@property (nonatomic, readonly, copy) NSArray<__kindof UIView *> *subviews;
@property (nullable, nonatomic, readonly) UIWindow *window;
@property (nullable, nonatomic, copy) UIColor *backgroundColor;
- (void)addSubview:(UIView *)view;
- (void)insertSubview:(UIView *)view atIndex:(NSInteger)index;
- (void)bringSubviewToFront:(UIView *)view FK_SWIFT_NAME(bringSubviewToFront(_:));
- (void)removeFromSuperview;
- (void)didMoveToWindow;
- (void)didMoveToSuperview;
@property (nonatomic) UIViewAutoresizing autoresizingMask;
- (void)setNeedsLayout;
- (void)layoutIfNeeded;
- (void)layoutSubviews;
@property (nonatomic, readonly) UIEdgeInsets safeAreaInsets FK_IOS(11.0) FK_TVOS(11.0);
- (void)safeAreaInsetsDidChange FK_IOS(11.0) FK_TVOS(11.0);
- (CGSize)systemLayoutSizeFittingSize:(CGSize)targetSize FK_IOS(6.0);
- (CGSize)systemLayoutSizeFittingSize:(CGSize)targetSize
        withHorizontalFittingPriority:(UILayoutPriority)horizontalFittingPriority
              verticalFittingPriority:(UILayoutPriority)verticalFittingPriority FK_IOS(8.0);
- (void)invalidateIntrinsicContentSize FK_IOS(6.0);
@end

// UIView.h (UIViewLayoutConstraintBasedLayoutFittingSize): fitting sizes.
FK_EXTERN const CGSize UILayoutFittingCompressedSize FK_IOS(6.0)
  FK_SWIFT_NAME(UIView.layoutFittingCompressedSize);
FK_EXTERN const CGSize UILayoutFittingExpandedSize FK_IOS(6.0)
  FK_SWIFT_NAME(UIView.layoutFittingExpandedSize);

// UIWindow.h
FK_EXTERN FK_IOS(2.0) FK_UI_ACTOR
@interface UIWindow : UIView
- (void)makeKeyAndVisible;
@property (nonatomic, readonly, getter=isKeyWindow) BOOL keyWindow;
@end

// UIImageView.h
FK_EXTERN FK_IOS(2.0) FK_UI_ACTOR
@interface UIImageView : UIView
- (instancetype)initWithImage:(nullable UIImage *)image;
@property (nullable, nonatomic, strong) UIImage *image;
@end

#pragma clang assume_nonnull end
