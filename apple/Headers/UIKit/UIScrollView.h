// UIScrollView and its delegate.
// Facts: UIKit.framework/Headers/UIScrollView.h of the iOS 17.5 SDK (not stored in the reference
// copy), read through https://developer.apple.com/documentation/uikit/uiscrollview,
// https://developer.apple.com/documentation/uikit/uiscrollview/adjustedcontentinset,
// https://developer.apple.com/documentation/uikit/uiscrollviewdelegate.
#pragma once
#import "UIView.h"

#pragma clang assume_nonnull begin

@protocol UIScrollViewDelegate;

typedef FK_ENUM(NSInteger, UIScrollViewContentInsetAdjustmentBehavior) {
  UIScrollViewContentInsetAdjustmentAutomatic,
  UIScrollViewContentInsetAdjustmentScrollableAxes,
  UIScrollViewContentInsetAdjustmentNever,
  UIScrollViewContentInsetAdjustmentAlways,
} FK_SWIFT_NAME(UIScrollView.ContentInsetAdjustmentBehavior) FK_IOS(11.0) FK_TVOS(11.0);

FK_EXTERN FK_IOS(2.0) FK_UI_ACTOR
@interface UIScrollView : UIView
@property (nonatomic) CGPoint contentOffset;
@property (nonatomic) CGSize contentSize;
@property (nonatomic) UIEdgeInsets contentInset;
@property (nonatomic, readonly) UIEdgeInsets adjustedContentInset FK_IOS(11.0) FK_TVOS(11.0);
- (void)adjustedContentInsetDidChange FK_IOS(11.0) FK_TVOS(11.0);
@property (nonatomic) UIScrollViewContentInsetAdjustmentBehavior contentInsetAdjustmentBehavior
  FK_IOS(11.0) FK_TVOS(11.0);
@property (nullable, nonatomic, weak) id<UIScrollViewDelegate> delegate;
@property (nonatomic, readonly, getter=isTracking) BOOL tracking;
@property (nonatomic, readonly, getter=isDragging) BOOL dragging;
@property (nonatomic, readonly, getter=isDecelerating) BOOL decelerating;
- (void)setContentOffset:(CGPoint)contentOffset animated:(BOOL)animated;
@end

FK_UI_ACTOR
@protocol UIScrollViewDelegate <NSObject>
@optional
- (void)scrollViewDidScroll:(UIScrollView *)scrollView;
- (void)scrollViewWillBeginDragging:(UIScrollView *)scrollView;
- (void)scrollViewDidEndDragging:(UIScrollView *)scrollView willDecelerate:(BOOL)decelerate;
- (void)scrollViewDidEndDecelerating:(UIScrollView *)scrollView;
- (void)scrollViewDidEndScrollingAnimation:(UIScrollView *)scrollView;
- (void)scrollViewDidChangeAdjustedContentInset:(UIScrollView *)scrollView FK_IOS(11.0) FK_TVOS(11.0);
@end

#pragma clang assume_nonnull end
