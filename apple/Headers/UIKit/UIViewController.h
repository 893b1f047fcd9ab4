// View controllers and the tab bar the gallery uses.
// Facts: UIKit.framework/Headers/UIViewController.h, UITabBarController.h and UITabBarItem.h of the
// iOS 17.5 SDK (not stored in the reference copy), read through
// https://developer.apple.com/documentation/uikit/uiviewcontroller/init(nibname:bundle:),
// https://developer.apple.com/documentation/uikit/uiviewcontroller/view,
// https://developer.apple.com/documentation/uikit/uitabbarcontroller,
// https://developer.apple.com/documentation/uikit/uitabbaritem/init(title:image:tag:).
#pragma once
#import "UIControl.h"

#pragma clang assume_nonnull begin

@class UITabBarItem;

FK_EXTERN FK_IOS(2.0) FK_NO_WATCHOS FK_UI_ACTOR
@interface UIViewController : UIResponder <NSCoding, UITraitEnvironment>
- (instancetype)initWithNibName:(nullable NSString *)nibNameOrNil
                         bundle:(nullable NSBundle *)nibBundleOrNil FK_DESIGNATED;
- (nullable instancetype)initWithCoder:(NSCoder *)coder FK_DESIGNATED;
// The view: an implicitly unwrapped optional in Swift (null_resettable).
@property (null_resettable, nonatomic, strong) UIView *view;
@property (nullable, nonatomic, readonly, strong) UIView *viewIfLoaded FK_IOS(9.0);
- (void)loadView;
- (void)loadViewIfNeeded FK_IOS(9.0);
@property (nonatomic, readonly, getter=isViewLoaded) BOOL viewLoaded FK_IOS(3.0);
- (void)viewDidLoad;
- (void)viewWillAppear:(BOOL)animated;
- (void)viewDidAppear:(BOOL)animated;
- (void)viewWillDisappear:(BOOL)animated;
- (void)viewDidDisappear:(BOOL)animated;
- (void)viewWillLayoutSubviews FK_IOS(5.0);
- (void)viewDidLayoutSubviews FK_IOS(5.0);
- (void)viewSafeAreaInsetsDidChange FK_IOS(11.0) FK_TVOS(11.0);
@property (nullable, nonatomic, copy) NSString *title;
@end

// UITabBarItem.h (a UIBarItem; UIBarItem is not modelled).
FK_EXTERN FK_IOS(2.0) FK_NO_WATCHOS FK_UI_ACTOR
@interface UITabBarItem : NSObject
- (instancetype)initWithTitle:(nullable NSString *)title image:(nullable UIImage *)image tag:(NSInteger)tag;
@property (nullable, nonatomic, copy) NSString *title;
@property (nonatomic) NSInteger tag;
@end

// UITabBarController.h, category UIViewController (UITabBarControllerItem).
@interface UIViewController (UITabBarControllerItem)
@property (null_resettable, nonatomic, strong) UITabBarItem *tabBarItem;
@end

FK_EXTERN FK_IOS(2.0) FK_NO_WATCHOS FK_UI_ACTOR
@interface UITabBarController : UIViewController
@property (nullable, nonatomic, copy) NSArray<__kindof UIViewController *> *viewControllers;
@property (nonatomic) NSUInteger selectedIndex;
@end

#pragma clang assume_nonnull end
