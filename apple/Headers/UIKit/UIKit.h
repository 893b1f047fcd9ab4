// The UIKit declarations FoldKitUIKit and Examples/UIKitGallery use, in Objective-C, with the
// selectors, nullability, main-actor isolation, optional and required protocol members, Swift
// names and availability of the iOS 17.5 SDK (and of Apple's documentation for later additions).
// Written for type-checking only: nothing here links or runs.
#import "UIGeometry.h"
#import "UIResponder.h"
#import "UIView.h"
#import "UIAccessibility.h"
#import "UIControl.h"
#import "UIScrollView.h"
#import "UITableViewCell.h"
#import "UITableView.h"
#import "UICollectionView.h"
#import "UIViewController.h"
#import "UIKeyCommand.h"
