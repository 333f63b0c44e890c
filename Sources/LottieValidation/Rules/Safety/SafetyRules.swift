/// What a Lottie file can make a player do beyond drawing: run code, fetch from the network.
public enum SafetyRules {}
