import Foundation

/// A load a web view started (WebKit's token for the navigation-delegate calls).
public final class WKNavigation: NSObject {}
