import Foundation

/// How the status bar shows or hides (`preferredStatusBarUpdateAnimation`); the sandbox redraws it at once.
public enum UIStatusBarAnimation: Int, Sendable { case none, fade, slide }
